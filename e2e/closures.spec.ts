// Issue 26, a closure over a booking: Salone Aurora's owner closes a day for Luca on which a
// customer holds a confirmed Taglio, sees the warning listing it (DD-MM-YYYY, time, customer),
// chooses to tell the customer, and the customer gets the "cancelled by the activity" e-mail with
// the reason (in the customer's Italian); in Italian at 1280 px and in French at 390 px (labels
// from the app's texts), axe on the warning. Each run books its own far day.

import { axeViolations } from './axe.ts';
import { addDays, today } from './dates.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, waitForMail } from './mailbox.ts';
import { auroraCustomer, tokenOf } from './members.ts';
import { loginAndWaitHome } from './support.ts';
import { prefixOf, textPattern, textsOf } from './texts.ts';

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

for (const [viewport, name, surname, ahead, lang] of [
  [DESK, 'Ivana', 'Chiusura', 24, 'it'],
  [PHONE, 'Olga', 'Ferie', 29, 'fr'],
] as const) {
  test(`a closure over a confirmed booking warns and tells the customer (${viewport.width} px, ${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = textsOf(lang);
    await page.setViewportSize(viewport);
    const customer = await auroraCustomer(request, name, surname);
    const date = await confirmedTaglio(request, customer, addDays(today(), ahead));
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`${prefixOf(lang)}/booking/settings`);
    const closures = page.getByRole('region', { name: t('bookingAdmin.closures.title') });
    await closures.getByRole('button', { name: t('bookingAdmin.closures.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('bookingAdmin.closures.add') });
    await dialog.getByLabel(t('bookingAdmin.closures.kind')).selectOption('date');
    await dialog
      .getByLabel(textPattern(t('bookingAdmin.closures.date'), { start: true }))
      .fill(date);
    await dialog.getByLabel(t('bookingAdmin.closures.who')).selectOption({ label: 'Luca Moretti' });
    await dialog.getByRole('button', { name: t('bookingAdmin.save') }).click();

    const warning = page.getByRole('dialog', { name: t('bookingAdmin.closures.warningTitle') });
    await expect(warning).toBeVisible();
    const hit = warning
      .getByRole('list', { name: t('bookingAdmin.closures.hitBookings') })
      .getByRole('listitem')
      .filter({ hasText: `${name} ${surname}` });
    await expect(hit).toContainText(`${ddmmyyyy(date)} 11:15–11:45`);
    await expect(hit).toContainText('Taglio');
    await expectNoFinding(page, `the warning at ${viewport.width} px`);

    // "Avvisa il cliente…" or "Avvisa i 2 clienti…": the words before the count.
    const tell = t('bookingAdmin.closures.tell', { count: 1 }).split(' ')[0] as string;
    await warning.getByRole('checkbox', { name: new RegExp(`^${tell}`) }).check();
    await warning.getByLabel(t('bookingAdmin.closures.reason')).fill('Corso di formazione');
    const since = Date.now();
    await warning.getByRole('button', { name: t('bookingAdmin.closures.saveAnyway') }).click();
    // "Chiusura aggiunta, 2 prenotazioni annullate": what comes before the count.
    const told = t('bookingAdmin.closures.addedTold', { count: 2 });
    await expect(
      page.getByText(textPattern(told.slice(0, told.indexOf('2')), { start: true })),
    ).toBeVisible();
    await expect(warning).toBeHidden();
    // The customer reads it in her own language, whatever the owner's.
    const mail = parseMail(await waitForMail(customer.email, since));
    expect(mail.headers).toMatch(/ha annullato la tua prenotazione/);
    expect(mail.body).toContain('Corso di formazione');
    await expect(closures.getByText(ddmmyyyy(date))).toBeVisible();
  });
}
