// Issues 16 and 26, booking on a 390 x 844 phone, axe on every state: a customer of Salone Aurora
// books a service with an operator from the date strip, gets the confirmation (request sent, add
// to calendar), sees it waiting (orange) and cancels it; a customer of Trattoria Da Rita books a
// table for 4; a start too short for the service is not offered, and refused by the server with
// SPEC's message; the demo's full Saturday evening at Da Rita is not offered; Aurora's admin confirms a booking on the agenda, the customer sees it green and gets
// the e-mail with its calendar entry (.ics). Each test makes its own customer and books its own
// day, so no test takes another's slot.

import { addDays, today } from './dates.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, waitForMail } from './mailbox.ts';
import { activityIdOf, auroraCustomer, ritaCustomer, tokenOf } from './members.ts';
import { login } from './support.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const ORANGE = 'rgb(239, 108, 0)';
const GREEN = 'rgb(46, 125, 50)';

/** 1 Monday … 7 Sunday. */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Calendar {
  dates: { date: string; open: boolean }[];
  fullReservations: string[];
}

/**
 * The `nth` day from `from` days ahead on that the selection can still book, as the calendar
 * answers it: tests spread over the 35 days so each has its own.
 */
async function bookableDay(
  request: APIRequestContext,
  token: string,
  filters: Record<string, number>,
  from: number,
) {
  const query = Object.entries(filters)
    .map(([k, v]) => `filters[${k}]=${v}`)
    .join('&');
  const res = await request.get(`/api/app/bookings/dates?${query}`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const calendar = ((await res.json()) as { data: Calendar }).data;
  const day = calendar.dates.find(
    (d) =>
      d.open && d.date >= addDays(today(), from) && !calendar.fullReservations.includes(d.date),
  );
  expect(day).toBeDefined();
  return day?.date as string;
}

/** Aurora's services and operators by name. */
async function auroraChoices(request: APIRequestContext, token: string, activityId: number) {
  const read = async (path: string) => {
    const res = await request.get(`/api/activities/${activityId}/${path}`, {
      headers: auth(token),
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { id: number; name: string }[] }).data;
  };
  const services = await read('bookingservices');
  const operators = await read('bookingoperators');
  const id = (list: { id: number; name: string }[], name: string) =>
    list.find((x) => x.name === name)?.id as number;
  return {
    service: (name: string) => id(services, name),
    operator: (name: string) => id(operators, name),
  };
}

/** Books through the API, as the app's "Prenota" sends it. */
function book(
  request: APIRequestContext,
  token: string,
  body: { activityId: number; date: string; startTime: string; service: number; operator: number },
) {
  return request.post('/api/app/bookings', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      activityId: body.activityId,
      date: body.date,
      startTime: body.startTime,
      numberOfPeople: 1,
      bookingService: { id: body.service },
      bookingOperator: { id: body.operator },
    },
  });
}

async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/$/);
}

/** On /booking: the service, the operator, the day. */
async function chooseService(page: Page, service: string, operator: string, date: string) {
  await page.goto('/booking');
  await page.getByRole('button', { name: new RegExp(`^${service}`) }).click();
  await page.getByRole('button', { name: operator, exact: true }).click();
  await page.locator(`button[data-date="${date}"]`).click();
}

const times = (page: Page) => page.getByRole('list', { name: /^Orari di/ });
/** The customer's own booking at `time` on the day's grid. */
const mineAt = (page: Page, time: string) =>
  times(page)
    .locator('li[data-kind="mine"]')
    .filter({ has: page.getByText(time, { exact: true }) });

test('a customer books a service with an operator, sees it waiting in orange, and cancels it', async ({
  page,
  request,
}) => {
  const customer = await auroraCustomer(request, 'Ottavia', 'Serra');
  const { service, operator } = await auroraChoices(request, customer.token, customer.activityId);
  const date = await bookableDay(
    request,
    customer.token,
    {
      activityId: customer.activityId,
      numberOfPeoples: 1,
      bookingServiceId: service('Taglio'),
      bookingOperatorId: operator('Sara'),
    },
    10,
  );
  await signIn(page, customer.email);
  await chooseService(page, 'Taglio', 'Sara Conti', date);
  await times(page).getByRole('button', { name: '10:00', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary).toContainText('Taglio · 30 min');
  await expect(summary).toContainText('Con Sara Conti');
  await summary.getByRole('button', { name: 'Prenota' }).click();
  // The confirmation: SPEC's message for a request, with its calendar entry.
  const done = page.getByRole('region', {
    name: 'Richiesta di prenotazione inviata correttamente',
  });
  await expect(done).toContainText('10:00–10:30');
  await expect(done.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
    'href',
    /^data:text\/calendar/,
  );
  await done.getByRole('button', { name: 'Nuova prenotazione' }).click();
  await page.locator(`button[data-date="${date}"]`).click();

  // Waiting for the salon's answer: orange, with its label.
  const mine = mineAt(page, '10:00');
  await expect(mine).toHaveAttribute('data-status', 'I');
  await expect(mine).toContainText('In attesa');
  await expect(mine).toHaveCSS('background-color', ORANGE);

  await page.getByRole('tab', { name: 'Le mie prenotazioni' }).click();
  const row = page.getByTestId('my-booking').filter({ hasText: 'Taglio' });
  await expect(row).toContainText('10:00–10:30');
  await expect(row).toContainText('Con Sara Conti');
  const chip = row.locator('.MuiChip-root');
  await expect(chip).toHaveText('In attesa');
  await expect(chip).toHaveCSS('background-color', ORANGE);
  await row.getByRole('button', { name: /^Annulla prenotazione:/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla prenotazione' }).click();
  await expect(page.getByText('Prenotazione annullata')).toBeVisible();
  await expect(chip).toHaveText('Annullata');
  await expect(row.getByRole('button', { name: /^Annulla prenotazione/ })).toHaveCount(0);

  // The slot is free again.
  await chooseService(page, 'Taglio', 'Sara Conti', date);
  await expect(times(page).getByRole('button', { name: '10:00', exact: true })).toBeVisible();
  await expect(mineAt(page, '10:00')).toHaveCount(0);
});

test('a customer of Da Rita books a table for 4', async ({ page, request }) => {
  const email = await ritaCustomer(request, 'Tullio');
  const token = await tokenOf(request, email);
  const activityId = await activityIdOf(request, 'trattoria-da-rita');
  const date = await bookableDay(request, token, { activityId, numberOfPeoples: 4 }, 8);
  await signIn(page, email);
  await page.goto('/booking/table');
  await expect(page.getByTestId('people')).toHaveText('2 persone');
  await page.getByRole('button', { name: 'Una persona in più' }).click();
  await page.getByRole('button', { name: 'Una persona in più' }).click();
  await expect(page.getByTestId('people')).toHaveText('4 persone');
  await page.locator(`button[data-date="${date}"]`).click();
  await times(page).getByRole('button', { name: '20:00', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary).toContainText('Tavolo per 4 persone');
  await summary.getByRole('button', { name: 'Prenota' }).click();
  const done = page.getByRole('region', {
    name: 'Richiesta di prenotazione inviata correttamente',
  });
  await expect(done).toContainText('Tavolo per 4 persone');
  await done.getByRole('button', { name: 'Nuova prenotazione' }).click();
  await page.locator(`button[data-date="${date}"]`).click();
  await expect(mineAt(page, '20:00')).toHaveAttribute('data-status', 'I');

  await page.getByRole('tab', { name: 'Le mie prenotazioni' }).click();
  const row = page.getByTestId('my-booking');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('20:00–22:00');
  await expect(row).toContainText('Tavolo per 4 persone');
  await expect(row.locator('.MuiChip-root')).toHaveText('In attesa');
});

test('a start too close to the next booking is not offered, and refused by the server with the service message', async ({
  page,
  request,
}) => {
  const customer = await auroraCustomer(request, 'Ilaria', 'Fontana');
  const { service, operator } = await auroraChoices(request, customer.token, customer.activityId);
  const date = await bookableDay(
    request,
    customer.token,
    {
      activityId: customer.activityId,
      numberOfPeoples: 1,
      bookingServiceId: service('Colore'),
      bookingOperatorId: operator('Sara'),
    },
    17,
  );
  // Sara is busy from 11:00 with someone else: a colore (90 minutes) from 10:00 does not fit.
  const other = await auroraCustomer(request, 'Ivo', 'Neri');
  const first = await book(request, other.token, {
    activityId: customer.activityId,
    date,
    startTime: '11:00',
    service: service('Taglio'),
    operator: operator('Sara'),
  });
  expect(first.status()).toBe(201);

  const message =
    'Non è possibile prenotare in quanto occorrono 90 minuti per lo svolgimento del servizio';
  await signIn(page, customer.email);
  await chooseService(page, 'Colore', 'Sara Conti', date);
  await expect(
    times(page).locator('li[data-kind="busy"]').filter({ hasText: '11:00' }),
  ).toContainText('Non disponibile');
  // 09:30 fits before it (till 11:00); 09:45 and 10:00 do not, and are not offered.
  await expect(times(page).getByRole('button', { name: '09:30', exact: true })).toBeVisible();
  for (const time of ['09:45', '10:00']) {
    await expect(times(page).getByRole('button', { name: time, exact: true })).toHaveCount(0);
  }

  const refused = await book(request, customer.token, {
    activityId: customer.activityId,
    date,
    startTime: '10:00',
    service: service('Colore'),
    operator: operator('Sara'),
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(message);
});

test("Da Rita's full Saturday evening is not offered", async ({ page, request }) => {
  const email = await ritaCustomer(request, 'Ettore');
  // The demo fills the coming Saturday's 40 seats (booking.seed.ts).
  let saturday = addDays(today(), 1);
  while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
  await signIn(page, email);
  await page.goto('/booking/table');
  const day = (date: string) => page.locator(`button[data-date="${date}"]`);
  await expect(day(saturday)).toBeDisabled();
  // Not for one person either; the Sunday after it is open.
  await page.getByRole('button', { name: 'Una persona in meno' }).click();
  await expect(page.getByTestId('people')).toHaveText('1 persona');
  await expect(day(saturday)).toBeDisabled();
  await expect(day(addDays(saturday, 1))).toBeEnabled();
});

test('staff confirm a booking on the agenda; the customer sees it green and gets the e-mail with its .ics', async ({
  page,
  request,
  browser,
}) => {
  const customer = await auroraCustomer(request, 'Beatrice', 'Galvani');
  const { service, operator } = await auroraChoices(request, customer.token, customer.activityId);
  const date = await bookableDay(
    request,
    customer.token,
    {
      activityId: customer.activityId,
      numberOfPeoples: 1,
      bookingServiceId: service('Taglio'),
      bookingOperatorId: operator('Luca'),
    },
    24,
  );
  const booked = await book(request, customer.token, {
    activityId: customer.activityId,
    date,
    startTime: '15:30',
    service: service('Taglio'),
    operator: operator('Luca'),
  });
  expect(booked.status()).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: number } }).data;

  // Aurora's admin, on a phone of their own.
  const staff = await browser.newContext({ viewport: PHONE });
  const desk = await staff.newPage();
  await login(desk, 'admin@tessera.demo');
  await expect(desk).not.toHaveURL(/\/login/);
  await desk.goto(`/agenda?date=${date}`);
  // The day's block opens the booking (issue 26).
  await desk.getByTestId('agenda-block').filter({ hasText: 'Beatrice Galvani' }).click();
  const card = desk
    .getByRole('dialog')
    .getByTestId('agenda-booking')
    .filter({ hasText: 'Beatrice Galvani' });
  await expect(card).toContainText('15:30–16:00');
  await expect(card).toContainText('Taglio');
  await expect(card.locator('.MuiChip-root')).toHaveText('In attesa');
  const since = Date.now();
  await card.getByRole('button', { name: 'Conferma' }).click();
  await expect(desk.getByText('Prenotazione di Beatrice Galvani confermata')).toBeVisible();
  await expect(card.locator('.MuiChip-root')).toHaveText('Confermata');
  await staff.close();

  // The customer: green on the calendar and in the list.
  await signIn(page, customer.email);
  await chooseService(page, 'Taglio', 'Luca Moretti', date);
  const mine = mineAt(page, '15:30');
  await expect(mine).toHaveAttribute('data-status', 'Y');
  await expect(mine).toContainText('Confermata');
  await expect(mine).toHaveCSS('background-color', GREEN);
  await page.getByRole('tab', { name: 'Le mie prenotazioni' }).click();
  const chip = page
    .getByTestId('my-booking')
    .filter({ hasText: 'Taglio' })
    .locator('.MuiChip-root');
  await expect(chip).toHaveText('Confermata');
  await expect(chip).toHaveCSS('background-color', GREEN);

  // The e-mail, in Italian, with the calendar entry of this booking.
  const raw = await waitForMail(customer.email, since);
  expect(parseMail(raw).headers).toMatch(/^subject: Salone Aurora: prenotazione confermata$/im);
  // Offered as the calendar entry mail clients add, and as the booking.ics file beside it.
  const parts = partsOf(raw);
  const ics = parts.find((p) => /content-type:\s*text\/calendar;.*method=REQUEST/i.test(p.headers));
  const file = parts.find((p) => /filename="?booking\.ics/i.test(p.headers));
  if (!ics || !file) throw new Error(`no calendar entry and booking.ics in the e-mail:\n${raw}`);
  expect(file.body.trim()).toBe(ics.body.trim());
  const entry = ics.body.replace(/\r?\n[ \t]/g, '');
  expect(entry).toMatch(/^BEGIN:VCALENDAR/);
  expect(entry).toMatch(/^METHOD:REQUEST$/m);
  expect(entry).toMatch(new RegExp(`^UID:booking-${id}@`, 'm'));
  expect(entry).toMatch(/^SEQUENCE:\d+$/m);
  expect(entry).toMatch(/^STATUS:CONFIRMED$/m);
  expect(entry).toMatch(/^SUMMARY:Taglio — Salone Aurora$/m);
  // 15:30 in Rome, as an instant (UTC) or in the zone.
  expect(entry).toMatch(/^DTSTART(;TZID=Europe\/Rome:\d{8}T153000|:\d{8}T1[34]3000Z)$/m);
});

/** The parts of a multipart message, each decoded. */
function partsOf(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] as string);
  return boundaries.flatMap((boundary) =>
    raw
      .split(`--${boundary}`)
      .slice(1)
      .map((part) => parseMail(part.replace(/^\r?\n/, ''))),
  );
}
