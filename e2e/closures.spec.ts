// Issue 26, a closure over a booking: Salone Aurora's owner closes a day for Luca on which a
// customer holds a confirmed Taglio, sees the warning listing it (DD-MM-YYYY, time, customer),
// chooses to tell the customer, and the customer gets the "cancelled by the activity" e-mail with
// the reason; at 1280 px and at 390 px, axe on the warning. Each run books its own far day.

import { axeViolations } from './axe.ts';
import { addDays, today } from './dates.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, waitForMail } from './mailbox.ts';
import { auroraCustomer, tokenOf } from './members.ts';
import { loginAndWaitHome } from './support.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const ddmmyyyy = (date: string) => date.split('-').reverse().join('-');

/** A confirmed Taglio with Luca at 11:15 on the first day from `from` that takes it. */
async function confirmedTaglio(
  request: APIRequestContext,
  who: { token: string; activityId: number },
  from: string,
) {
  const headers = auth(who.token);
  const a = who.activityId;
  const services = await (
    await request.get(`/api/activities/${a}/bookingservices`, { headers })
  ).json();
  const operators = await (
    await request.get(`/api/activities/${a}/bookingoperators`, { headers })
  ).json();
  const taglio = (services.data as { id: number; name: string }[]).find((s) => s.name === 'Taglio');
  const luca = (operators.data as { id: number; name: string }[]).find((o) => o.name === 'Luca');
  for (let i = 0; i < 10; i++) {
    const date = addDays(from, i);
    const res = await request.post('/api/app/bookings', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        activityId: a,
        date,
        startTime: '11:15',
        numberOfPeople: 1,
        bookingService: { id: taglio?.id },
        bookingOperator: { id: luca?.id },
      },
    });
    if (res.status() !== 201) continue;
    const id = ((await res.json()).data as { id: number }).id;
    const admin = auth(await tokenOf(request, 'admin@tessera.demo'));
    const confirmed = await request.put(`/api/activities/${a}/bookings/${id}/status`, {
      headers: { ...admin, 'idempotency-key': crypto.randomUUID() },
      data: { confirm: 'Y' },
    });
    expect(confirmed.ok()).toBe(true);
    return date;
  }
  throw new Error('no day took a Taglio with Luca at 11:15');
}

async function expectNoFinding(page: Page, what: string) {
  const found = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

for (const [viewport, name, surname, ahead] of [
  [DESK, 'Ivana', 'Chiusura', 24],
  [PHONE, 'Olga', 'Ferie', 29],
] as const) {
  test(`a closure over a confirmed booking warns and tells the customer (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const customer = await auroraCustomer(request, name, surname);
    const date = await confirmedTaglio(request, customer, addDays(today(), ahead));
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto('/booking/settings');
    const closures = page.getByRole('region', { name: 'Chiusure' });
    await closures.getByRole('button', { name: 'Nuova chiusura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova chiusura' });
    await dialog.getByLabel('Quando').selectOption('date');
    await dialog.getByLabel(/^Data/).fill(date);
    await dialog.getByLabel('Per chi').selectOption({ label: 'Luca Moretti' });
    await dialog.getByRole('button', { name: 'Salva' }).click();

    const warning = page.getByRole('dialog', { name: 'Prenotazioni nella chiusura' });
    await expect(warning).toBeVisible();
    const hit = warning
      .getByRole('list', { name: 'Prenotazioni toccate' })
      .getByRole('listitem')
      .filter({ hasText: `${name} ${surname}` });
    await expect(hit).toContainText(`${ddmmyyyy(date)} 11:15–11:45`);
    await expect(hit).toContainText('Taglio');
    await expectNoFinding(page, `the warning at ${viewport.width} px`);

    await warning.getByRole('checkbox', { name: /Avvisa/ }).check();
    await warning.getByLabel('Motivo per i clienti').fill('Corso di formazione');
    const since = Date.now();
    await warning.getByRole('button', { name: 'Salva chiusura' }).click();
    await expect(page.getByText(/Chiusura aggiunta, \d+ prenotazion/)).toBeVisible();
    await expect(warning).toBeHidden();
    const mail = parseMail(await waitForMail(customer.email, since));
    expect(mail.headers).toMatch(/ha annullato la tua prenotazione/);
    expect(mail.body).toContain('Corso di formazione');
    await expect(closures.getByText(ddmmyyyy(date))).toBeVisible();
  });
}
