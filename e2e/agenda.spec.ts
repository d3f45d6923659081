// Issue 26, the staff calendar: Salone Aurora's admin sees a day with a column per operator at
// 1280 px and at 390 px (axe: nothing found at 1280, not even a moderate `region`; nothing serious
// at 390), a customer's new request appears on the open agenda without a reload (the live stream)
// and in the inbox with the drawer's count, and staff confirm it there. Staff decline a request
// with a reason the customer reads (e-mail, notification, My bookings: Rifiutata and why), and drag a
// booking to a later time at 1280 px (axe on the question), by touch at 390 px and, in the week,
// onto another day; or move it from its detail to one of the day's free times at 390 px, in
// Spanish. Each run books its own day.

import { axeViolations } from './axe.ts';
import { addDays, today } from './dates.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, waitForMail } from './mailbox.ts';
import { auroraCustomer } from './members.ts';
import { login, loginAndWaitHome } from './support.ts';
import { prefixOf, textsOf } from './texts.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Books a Taglio with Luca at `time` on the first day from `from` that takes it. */
async function bookTaglio(
  request: APIRequestContext,
  who: { token: string; activityId: number },
  from: string,
  time: string,
) {
  const headers = auth(who.token);
  const services = await request.get(`/api/activities/${who.activityId}/bookingservices`, {
    headers,
  });
  const operators = await request.get(`/api/activities/${who.activityId}/bookingoperators`, {
    headers,
  });
  const taglio = ((await services.json()).data as { id: number; name: string }[]).find(
    (s) => s.name === 'Taglio',
  );
  const luca = ((await operators.json()).data as { id: number; name: string }[]).find(
    (o) => o.name === 'Luca',
  );
  for (let i = 0; i < 30; i++) {
    const date = addDays(from, i);
    const res = await request.post('/api/app/bookings', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        activityId: who.activityId,
        date,
        startTime: time,
        numberOfPeople: 1,
        bookingService: { id: taglio?.id },
        bookingOperator: { id: luca?.id },
      },
    });
    if (res.status() === 201) return { date, id: ((await res.json()).data as { id: number }).id };
  }
  throw new Error(`no day took a Taglio with Luca at ${time}`);
}

async function expectNoFinding(page: Page, what: string, blockingOnly: boolean) {
  const found = (await axeViolations(page)).filter(
    (v) => !blockingOnly || v.impact === 'serious' || v.impact === 'critical' || v.id === 'region',
  );
  expect(
    found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test.describe('the staff calendar', () => {
  test.use({ viewport: DESK });

  test('a day with a column per operator; a request arrives live, is counted and confirmed from the inbox; axe at 1280 and 390', async ({
    page,
    request,
  }) => {
    const anna = await auroraCustomer(request, 'Ottavia', 'Calendario');
    // A day a week or more ahead, at 17:30 (few demo bookings there).
    const first = await bookTaglio(request, anna, addDays(today(), 8), '17:30');
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${first.date}`);
    const day = page.getByTestId('agenda-day');
    await expect(day.getByRole('group', { name: 'Luca Moretti' })).toBeVisible();
    await expect(day.getByRole('group', { name: 'Sara Conti' })).toBeVisible();
    const block = (name: string) =>
      day
        .getByRole('group', { name: 'Luca Moretti' })
        .getByTestId('agenda-block')
        .filter({ hasText: name });
    await expect(block('Ottavia Calendario')).toContainText('17:30–18:00');
    await expect(block('Ottavia Calendario')).toHaveAttribute('data-status', 'I');
    // The view toggles are 44 px tall.
    const toggle = page.getByRole('button', { name: 'Giorno', exact: true });
    expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectNoFinding(page, 'day view at 1280 px', false);

    // Another customer books the slot after it: it shows without a reload.
    const bea = await auroraCustomer(request, 'Berta', 'Diretta');
    const second = await bookTaglio(request, bea, first.date, '18:00');
    expect(second.date).toBe(first.date);
    await expect(block('Berta Diretta')).toBeVisible({ timeout: 5000 });
    await expect(page.getByTestId('nav-pending-bookings')).toBeVisible();

    // The inbox: confirm Berta's request there.
    await page.getByTestId('agenda-requests').click();
    const request2 = page.getByTestId('agenda-booking').filter({ hasText: 'Berta Diretta' });
    await request2.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Prenotazione di Berta Diretta confermata')).toBeVisible();
    await expect(request2).toHaveCount(0);
    await page.getByRole('button', { name: 'Giorno', exact: true }).click();
    await page.goto(`/agenda?date=${first.date}`);
    await expect(block('Berta Diretta')).toHaveAttribute('data-status', 'Y');

    // On a phone: the columns scroll sideways, and axe finds nothing serious (nor `region`).
    await page.setViewportSize(PHONE);
    await expect(block('Ottavia Calendario')).toBeAttached();
    await expectNoFinding(page, 'day view at 390 px', true);
    // A tap on the booking opens it.
    await block('Ottavia Calendario').click();
    const card = page.getByRole('dialog').getByTestId('agenda-booking');
    await expect(card).toContainText('Taglio');
    await expect(card.getByRole('button', { name: 'Conferma' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The inbox on a phone: the name reads across, on its own line under the long date if need be.
    await page.getByTestId('agenda-requests').click();
    const name = page
      .getByTestId('agenda-booking')
      .filter({ hasText: 'Ottavia Calendario' })
      .getByRole('heading', { name: 'Ottavia Calendario' });
    const box = await name.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(130);
    expect(box?.height).toBeLessThan(60);
  });

  test('staff decline a request with a reason, which the customer reads', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Two sign-ins and an e-mail awaited: more than the default 30 s under load.
    test.setTimeout(90_000);
    const carla = await auroraCustomer(request, 'Carla', 'Motivata');
    const booked = await bookTaglio(request, carla, addDays(today(), 10), '16:45');
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${booked.date}`);
    const block = page
      .getByTestId('agenda-day')
      .getByRole('group', { name: 'Luca Moretti' })
      .getByTestId('agenda-block')
      .filter({ hasText: 'Carla Motivata' });
    await block.click();
    await page
      .getByRole('dialog')
      .getByTestId('agenda-booking')
      .getByRole('button', { name: 'Rifiuta' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Rifiutare la prenotazione?' });
    const reason = 'Luca e in formazione quel pomeriggio';
    await ask.getByRole('textbox', { name: 'Motivo (facoltativo)' }).fill(reason);
    await expectNoFinding(page, 'the decline question at 1280 px', false);
    const since = Date.now();
    await ask.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(page.getByText('Prenotazione di Carla Motivata rifiutata')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).click();
    await expect(block).toHaveAttribute('data-status', 'N');

    // The e-mail carries the reason.
    const raw = await waitForMail(carla.email, since);
    const text = [raw, ...raw.split(/\r?\n--[^\r\n]+\r?\n/).map((p) => parseMail(p).body)].join(
      '\n',
    );
    expect(text.replace(/=\r?\n/g, '')).toContain(reason);

    // The customer: her notification says why, her booking reads Rifiutata.
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const customer = await context.newPage();
    await login(customer, carla.email);
    await customer.waitForURL((u) => !u.pathname.startsWith('/login'));
    await customer.goto('/notifications');
    await expect(customer.getByText(reason, { exact: false })).toBeVisible();
    await customer.goto('/booking?tab=mine');
    const row = customer.getByTestId('my-booking').filter({ hasText: '16:45' });
    await expect(row).toContainText('Rifiutata');
    await expect(row.getByTestId('booking-reason')).toHaveText(`Motivo: ${reason}`);
    await context.close();
  });

  test('staff drag a booking to a later time at 1280 px; the customer is moved', async ({
    page,
    request,
  }) => {
    const dora = await auroraCustomer(request, 'Dora', 'Trascinata');
    const booked = await bookTaglio(request, dora, addDays(today(), 12), '17:30');
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${booked.date}`);
    const luca = page.getByTestId('agenda-day').getByRole('group', { name: 'Luca Moretti' });
    const block = luca.getByTestId('agenda-block').filter({ hasText: 'Dora Trascinata' });
    await expect(block).toContainText('17:30–18:00');
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    const from = await luca.locator('[data-time="17:30"]').first().boundingBox();
    const to = await luca.locator('[data-time="18:15"]').first().boundingBox();
    if (!box || !from || !to) throw new Error('the grid is not laid out');
    const x = box.x + box.width / 2;
    const y = box.y + 10;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + (to.y - from.y) / 2, { steps: 4 });
    await page.mouse.move(x, y + (to.y - from.y), { steps: 4 });
    await expect(block).toContainText('18:15–18:45');
    await page.mouse.up();

    const ask = page.getByRole('dialog', { name: 'Spostare la prenotazione?' });
    await expect(ask.getByTestId('agenda-drag-from')).toHaveText('da 17:30');
    await expect(ask.getByTestId('agenda-drag-to')).toHaveText('a 18:15');
    await expectNoFinding(page, 'the move question at 1280 px', false);
    await ask.getByRole('button', { name: 'Sposta' }).click();
    await expect(page.getByText('Prenotazione di Dora Trascinata spostata')).toBeVisible();
    await expect(block).toContainText('18:15–18:45');
    // The customer's own list has it at the new time.
    const mine = await request.get(`/api/activities/${dora.activityId}/bookings`, {
      headers: auth(dora.token),
    });
    expect(mine.status()).toBe(200);
    const moved = ((await mine.json()).data as { id: number; startTime: string }[]).find(
      (b) => b.id === booked.id,
    );
    expect(moved?.startTime).toBe('18:15');
  });

  test("a block held at the grid's bottom edge scrolls the day, and drops at a time that was out of sight", async ({
    page,
    request,
  }) => {
    const gino = await auroraCustomer(request, 'Gino', 'Scorrevole');
    const booked = await bookTaglio(request, gino, addDays(today(), 20), '09:30');
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${booked.date}`);
    const grid = page.getByTestId('agenda-day');
    const block = grid
      .getByRole('group', { name: 'Luca Moretti' })
      .getByTestId('agenda-block')
      .filter({ hasText: 'Gino Scorrevole' });
    await expect(block).toContainText('09:30–10:00');
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    const area = await grid.boundingBox();
    if (!box || !area) throw new Error('the grid is not laid out');
    const x = box.x + box.width / 2;
    const scrolled = () => grid.evaluate((el) => el.scrollTop);
    const before = await scrolled();
    await page.mouse.move(x, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(x, box.y + 30, { steps: 2 });
    // Held just inside the bottom edge: the grid scrolls by itself, the block goes with it.
    await page.mouse.move(x, area.y + area.height - 8, { steps: 4 });
    const startOf = async () => Number((await block.innerText()).match(/(\d\d):\d\d–/)?.[1]);
    await expect.poll(startOf, { timeout: 15_000 }).toBeGreaterThanOrEqual(16);
    expect(await scrolled()).toBeGreaterThan(before);
    // Back to the middle: the scrolling stops where it is.
    await page.mouse.move(x, area.y + area.height / 2, { steps: 2 });
    const to = (await block.innerText()).match(/(\d\d:\d\d)–/)?.[1];
    await page.mouse.up();
    const ask = page.getByRole('dialog', { name: 'Spostare la prenotazione?' });
    await expect(ask.getByTestId('agenda-drag-from')).toHaveText('da 09:30');
    await expect(ask.getByTestId('agenda-drag-to')).toHaveText(`a ${to}`);
    await ask.getByRole('button', { name: 'Indietro' }).click();
    await expect(block).toContainText('09:30–10:00');
  });

  test("staff drag a week's entry onto another day at 1280 px; the booking moves there", async ({
    page,
    request,
  }) => {
    const ida = await auroraCustomer(request, 'Ida', 'Settimanale');
    const booked = await bookTaglio(request, ida, addDays(today(), 26), '10:15');
    // Aurora works Tuesday to Saturday: the next day, or Friday for a Saturday.
    const weekday = (new Date(`${booked.date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const shift = weekday === 5 ? -1 : 1;
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${booked.date}&view=week`);
    const days = page.getByTestId('agenda-week-day');
    const entry = days
      .nth(weekday)
      .getByTestId('agenda-booking')
      .filter({ hasText: 'Ida Settimanale' });
    await entry.getByRole('button').dragTo(days.nth(weekday + shift));
    const ask = page.getByRole('dialog', { name: 'Spostare la prenotazione?' });
    await expect(ask.getByTestId('agenda-drag-to')).toContainText('10:15');
    await expectNoFinding(page, 'the week move question at 1280 px', false);
    await ask.getByRole('button', { name: 'Sposta' }).click();
    await expect(page.getByText('Prenotazione di Ida Settimanale spostata')).toBeVisible();
    await expect(
      days
        .nth(weekday + shift)
        .getByTestId('agenda-booking')
        .filter({ hasText: 'Ida Settimanale' }),
    ).toContainText('10:15');
    const mine = await request.get(`/api/activities/${ida.activityId}/bookings`, {
      headers: auth(ida.token),
    });
    const moved = ((await mine.json()).data as { id: number; date: string }[]).find(
      (b) => b.id === booked.id,
    );
    expect(moved?.date).toBe(addDays(booked.date, shift));
  });

  test("staff move a booking from its detail at 390 px, in Spanish, to one of the day's free times", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = textsOf('es');
    const fabio = await auroraCustomer(request, 'Fabio', 'Spostato');
    const booked = await bookTaglio(request, fabio, addDays(today(), 18), '11:00');
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`${prefixOf('es')}/agenda?date=${booked.date}`);
    const block = page
      .getByTestId('agenda-day')
      .getByRole('group', { name: 'Luca Moretti' })
      .getByTestId('agenda-block')
      .filter({ hasText: 'Fabio Spostato' });
    await block.click();
    await page
      .getByRole('dialog')
      .getByTestId('agenda-booking')
      .getByRole('button', { name: t('agenda.move.action') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('agenda.move.title') });
    const time = dialog.getByRole('combobox', { name: t('agenda.move.time') });
    // Its own time is offered (the calendar is read as if the booking were not there); the
    // lunch break is listed but cannot be picked.
    await expect(time).toHaveValue('11:00');
    await expect(
      dialog.getByRole('option', { name: t('agenda.new.taken', { time: '13:30' }) }),
    ).toBeDisabled();
    await expectNoFinding(page, 'the move dialog at 390 px', true);
    await time.selectOption('15:00');
    await dialog.getByRole('button', { name: t('agenda.move.submit') }).click();
    await expect(
      page.getByText(t('agenda.move.done', { customer: 'Fabio Spostato' })),
    ).toBeVisible();
    await expect(block).toContainText('15:00–15:30');
    await context.close();
  });

  test('staff drag a booking by touch at 390 px: a hold, then the finger moves it', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const ezio = await auroraCustomer(request, 'Ezio', 'Tattile');
    const booked = await bookTaglio(request, ezio, addDays(today(), 14), '17:00');
    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto(`/agenda?date=${booked.date}`);
    const luca = page.getByTestId('agenda-day').getByRole('group', { name: 'Luca Moretti' });
    const block = luca.getByTestId('agenda-block').filter({ hasText: 'Ezio Tattile' });
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    const from = await luca.locator('[data-time="17:00"]').first().boundingBox();
    const to = await luca.locator('[data-time="17:45"]').first().boundingBox();
    if (!box || !from || !to) throw new Error('the grid is not laid out');
    // The block is a finger's target.
    expect(box.height).toBeGreaterThanOrEqual(44);
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + 10);
    const touch = await context.newCDPSession(page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
    await send('touchStart', { x, y });
    // Held still: the block lifts.
    await expect(block).toHaveAttribute('data-dragging', 'true');
    const dy = Math.round(to.y - from.y);
    for (const part of [0.25, 0.5, 0.75, 1]) await send('touchMove', { x, y: y + dy * part });
    await expect(block).toContainText('17:45–18:15');
    await send('touchEnd');
    const ask = page.getByRole('dialog', { name: 'Spostare la prenotazione?' });
    await expect(ask.getByTestId('agenda-drag-to')).toHaveText('a 17:45');
    await ask.getByRole('button', { name: 'Sposta' }).click();
    await expect(page.getByText('Prenotazione di Ezio Tattile spostata')).toBeVisible();
    await expect(block).toContainText('17:45–18:15');
    await context.close();
  });
});
