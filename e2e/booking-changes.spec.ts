// Issue 26, what happens around a booking, axe on every state: the customer's "request received"
// e-mail; a reschedule from My bookings that shifts a colore within its own time (the move's
// calendar offers it again); a table party larger than an evening fits gets SPEC's seat message
// and the one-tap fix to the largest party; the same booking in Spanish, French, German and
// English, its e-mail in that language. On a 390 x 844 phone and at a 1280 px desk. Each test
// makes its own customers and books its own day.

import { addDays, today } from './dates.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, subjectOf, waitForMail } from './mailbox.ts';
import { activityIdOf, auroraCustomer, ritaCustomer, tokenOf } from './members.ts';
import { login, pickLanguage } from './support.ts';
import { prefixOf, textsOf } from './texts.ts';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Day {
  date: string;
  status: 'open' | 'full' | 'closed';
  starts: string[];
}

/** The first day from `from` days ahead on which every start in `need` is offered. */
async function dayWith(
  request: APIRequestContext,
  token: string,
  filters: Record<string, number>,
  from: number,
  need: string[],
) {
  const query = Object.entries(filters)
    .map(([k, v]) => `filters[${k}]=${v}`)
    .join('&');
  const res = await request.get(`/api/app/bookings/dates?${query}`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const { days } = ((await res.json()) as { data: { days: Day[] } }).data;
  const day = days.find(
    (d) => d.date >= addDays(today(), from) && need.every((s) => d.starts.includes(s)),
  );
  expect(day, `a day from +${from} offering ${need.join(', ')}`).toBeDefined();
  return (day as Day).date;
}

/** Aurora's service and operator ids by name. */
async function auroraIds(request: APIRequestContext, token: string, activityId: number) {
  const read = async (path: string) => {
    const res = await request.get(`/api/activities/${activityId}/${path}`, {
      headers: auth(token),
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { id: number; name: string }[] }).data;
  };
  const [services, operators] = [await read('bookingservices'), await read('bookingoperators')];
  const id = (list: { id: number; name: string }[], name: string) =>
    list.find((x) => x.name === name)?.id as number;
  return { service: (n: string) => id(services, n), operator: (n: string) => id(operators, n) };
}

async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/$/);
}

const times = (page: Page) => page.getByRole('list', { name: /^Orari di/ });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a request is told by e-mail; My bookings shifts it within its own time', async ({
    page,
    request,
  }) => {
    const customer = await auroraCustomer(request, 'Noemi', 'Valli');
    const { service, operator } = await auroraIds(request, customer.token, customer.activityId);
    const filters = {
      activityId: customer.activityId,
      numberOfPeoples: 1,
      bookingServiceId: service('Colore'),
      bookingOperatorId: operator('Sara'),
    };
    const date = await dayWith(request, customer.token, filters, 12, ['10:00', '10:30']);
    await signIn(page, customer.email);
    await page.goto('/booking');
    await page.getByRole('button', { name: /^Colore/ }).click();
    await page.getByRole('button', { name: 'Sara Conti', exact: true }).click();
    await page.locator(`button[data-date="${date}"]`).click();
    await times(page).getByRole('button', { name: '10:00', exact: true }).click();
    const since = Date.now();
    await page
      .getByRole('region', { name: 'Riepilogo' })
      .getByRole('button', { name: 'Prenota' })
      .click();
    await expect(
      page.getByRole('region', { name: 'Richiesta di prenotazione inviata correttamente' }),
    ).toContainText('10:00–11:30');

    // The request received, in Italian, before the salon answers.
    const mail = parseMail(await waitForMail(customer.email, since));
    expect(mail.headers).toMatch(/^subject: Salone Aurora: richiesta di prenotazione ricevuta$/im);
    expect(mail.body).toContain('Salone Aurora ha ricevuto la tua richiesta di prenotazione');

    // Moved 30 minutes later: a time its own colore held, offered by the move's calendar.
    await page.goto('/booking?tab=mine');
    const row = page.getByTestId('my-booking').filter({ hasText: 'Colore' });
    await expect(row).toContainText('10:00–11:30');
    await row.getByRole('button', { name: /^Sposta prenotazione:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sposta prenotazione' });
    await dialog.locator(`button[data-date="${date}"]`).click();
    await dialog
      .getByRole('list', { name: /^Orari di/ })
      .getByRole('button', { name: '10:30', exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Sposta qui' }).click();
    await expect(page.getByText('Prenotazione spostata')).toBeVisible();
    await expect(row).toContainText('10:30–12:00');
  });
});

/** The request-received e-mail's subject per language (booking.mail.messages.ts). */
const RECEIVED: Record<string, string> = {
  es: 'Salone Aurora: solicitud de reserva recibida',
  fr: 'Salone Aurora : demande de réservation reçue',
  de: 'Salone Aurora: Buchungsanfrage erhalten',
  gb: 'Salone Aurora: booking request received',
};

test.describe('in every other language, on a phone', () => {
  test.use({ viewport: PHONE });

  const CASES = [
    { code: 'es', surname: 'Esposito', time: '09:00' },
    { code: 'fr', surname: 'Fabre', time: '09:30' },
    { code: 'de', surname: 'Dreher', time: '10:00' },
    { code: 'gb', surname: 'Grant', time: '10:30' },
  ];
  for (const { code, surname, time } of CASES) {
    test(`${code}: a customer books in their language and is told in it`, async ({
      page,
      request,
    }) => {
      const t = textsOf(code);
      const customer = await auroraCustomer(request, 'Romeo', surname);
      const { service, operator } = await auroraIds(request, customer.token, customer.activityId);
      const date = await dayWith(
        request,
        customer.token,
        {
          activityId: customer.activityId,
          numberOfPeoples: 1,
          bookingServiceId: service('Taglio'),
          bookingOperatorId: operator('Luca'),
        },
        6,
        [time],
      );
      await signIn(page, customer.email);
      await pickLanguage(page, code);
      await expect(page.locator('html')).toHaveAttribute('lang', code === 'gb' ? 'en' : code);
      await page.goto(`${prefixOf(code)}/booking`);
      await page.getByRole('button', { name: /^Taglio/ }).click();
      await page.getByRole('button', { name: 'Luca Moretti', exact: true }).click();
      await page.locator(`button[data-date="${date}"]`).click();
      await page
        .getByRole('list', { name: new RegExp(`^${t('booking.times.label', { date: '' })}`) })
        .getByRole('button', { name: time, exact: true })
        .click();
      const since = Date.now();
      await page
        .getByRole('region', { name: t('booking.summary.title') })
        .getByRole('button', { name: t('booking.summary.book') })
        .click();
      await expect(page.getByRole('region', { name: t('booking.sent') })).toBeVisible();
      expect(subjectOf(await waitForMail(customer.email, since))).toBe(RECEIVED[code]);
    });
  }
});

test.describe('at a desk', () => {
  test.use({ viewport: DESK });

  test('a party larger than the evening fits gets the seat message and books the largest that fits', async ({
    page,
    request,
  }) => {
    const activityId = await activityIdOf(request, 'trattoria-da-rita');
    const [a, b] = [await ritaCustomer(request, 'Oreste'), await ritaCustomer(request, 'Pia')];
    const [ta, tb] = [await tokenOf(request, a), await tokenOf(request, b)];
    const need = ['18:00', '19:00', '20:00', '21:00'];
    const date = await dayWith(request, ta, { activityId, numberOfPeoples: 19 }, 26, need);
    // 19 people at 18:00, 19:00, 20:00 and 21:00: every start of the evening meets 38 of the 40
    // seats somewhere in its 120 minutes.
    for (const [token, startTime] of [
      [ta, '18:00'],
      [tb, '19:00'],
      [ta, '20:00'],
      [tb, '21:00'],
    ] as const) {
      const res = await request.post('/api/app/bookings', {
        headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
        data: {
          activityId,
          date,
          startTime,
          numberOfPeople: 19,
          bookingService: null,
          bookingOperator: null,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    const guest = await ritaCustomer(request, 'Quirino');
    await signIn(page, guest);
    await page.goto('/booking/table');
    await expect(page.getByTestId('people')).toHaveText('2 persone');
    for (let i = 0; i < 2; i++)
      await page.getByRole('button', { name: 'Una persona in più' }).click();
    await expect(page.getByTestId('people')).toHaveText('4 persone');
    await page.locator(`button[data-date="${date}"]`).click();
    const shortfall = page.getByTestId('seats-shortfall');
    await expect(shortfall).toContainText('Per questa selezione ci sono solo 2 posti disponibili');
    await shortfall.getByRole('button', { name: 'Prenota per 2 persone' }).click();
    await expect(page.getByTestId('people')).toHaveText('2 persone');
    await times(page).getByRole('button', { name: '19:00', exact: true }).click();
    const summary = page.getByRole('region', { name: 'Riepilogo' });
    await expect(summary).toContainText('Tavolo per 2 persone');
    await summary.getByRole('button', { name: 'Prenota' }).click();
    await expect(
      page.getByRole('region', { name: 'Richiesta di prenotazione inviata correttamente' }),
    ).toContainText('Tavolo per 2 persone');
  });
});
