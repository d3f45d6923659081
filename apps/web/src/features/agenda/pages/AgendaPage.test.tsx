// The staff agenda (issues 16, 26): the day on a time axis with a column per operator (a room's
// covers for restaurants), blocks by status that open the booking, an empty slot that opens the
// form on its day, time and operator; the week; the inbox of requests waiting with its count;
// the live stream reading the agenda again; the day and view in the address, confirm (a PUT) and
// decline (asked first), and a booking on a customer's behalf whose slot is checked with the
// domain's checkSlot before anything is sent (the refusal in the form).
import { QueryClientProvider } from '@tanstack/react-query';
import { type BookingConfirmation, type BookingType, calendarDays } from '@tessera/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, testQueryClient, Where, wideScreen } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { configuration } from '../../../testing/fixtures/activity.ts';
import {
  type AgendaBooking,
  agendaBooking,
  type BookingAvailability,
  bookingAvailability,
  bookingCustomer,
  booking as bookingFixture,
  bookingOperator,
  bookingService,
  bookingSettings,
} from '../../../testing/fixtures/booking.ts';
import AgendaPage from './AgendaPage.tsx';

const api = serveApi();

const ANNA = { id: 11, name: 'Anna', surname: 'Bianchi' };
const LUCA: { id: number; name: string; surname: string | null } = {
  id: 12,
  name: 'Luca',
  surname: null,
};
const TAGLIO = bookingService({ id: 1, name: 'Taglio', duration: 30 });
const COLORE = bookingService({ id: 2, name: 'Colore', duration: 90 });
/** A service as a booking names it: no price or description. */
const named = ({ id, name, duration }: typeof TAGLIO) => ({ id, name, duration });

const booking = (
  id: number,
  date: string,
  startTime: string,
  endTime: string,
  confirmed: BookingConfirmation,
  customer: [string, string, string | null],
  over: Partial<AgendaBooking> = {},
): AgendaBooking =>
  agendaBooking({
    id,
    date,
    startTime,
    endTime,
    startsAt: `${date}T${startTime}:00.000Z`,
    endsAt: `${date}T${endTime}:00.000Z`,
    confirmed,
    bookingService: named(TAGLIO),
    bookingOperator: ANNA,
    customer: {
      id: 20 + id,
      name: customer[0],
      surname: customer[1],
      phone: customer[2],
      email: `${customer[0].toLowerCase()}@x.it`,
    },
    ...over,
  });

let bookingType: BookingType;
let bookings: AgendaBooking[];
let availability: BookingAvailability;
/** The agenda streams open now, to send them events. */
let streams: ReadableStreamDefaultController<Uint8Array>[];
const encoder = new TextEncoder();
const tell = (event: string, data: string) => {
  for (const c of streams) c.enqueue(encoder.encode(`event: ${event}\ndata: ${data}\n\n`));
};

/** The query of each agenda read, in order. */
const agendaCalls = () =>
  api
    .calls()
    .filter((c) => c.url.startsWith('/api/activities/7/agenda?'))
    .map((c) => c.url.slice(c.url.indexOf('?')));
/** The answers sent (PUT …/status). */
const puts = () =>
  api
    .calls()
    .filter((c) => c.method === 'PUT')
    .map(({ url, body }) => ({ url, body }));
/** The bookings sent, each with its Idempotency-Key. */
const posts = () =>
  api
    .calls()
    .filter((c) => c.method === 'POST')
    .map((c) => ({ body: c.body, key: c.idempotencyKey ?? null }));
/** The filters of each calendar read, in order. */
const availabilityCalls = () =>
  api
    .calls()
    .filter((c) => c.url.startsWith('/api/app/bookings/dates?'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

const day = (date: string, open = true) => ({ date, open });

beforeEach(() => {
  // 08:00 in Rome on Tuesday 24 November 2026: the activity's today.
  vi.useFakeTimers({ now: new Date('2026-11-24T07:00:00Z'), toFake: ['Date'] });
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, ['ROLE_STORE'])]);
  snackStore.set(null);
  bookingType = 'NO';
  bookings = [
    booking(1, '2026-11-24', '09:00', '09:30', 'I', ['Chiara', 'Rossi', '+39 333 1234567']),
    booking(2, '2026-11-24', '10:00', '11:30', 'Y', ['Marco', 'Verdi', null], {
      bookingService: named(COLORE),
      bookingOperator: LUCA,
      bookedByStaff: true,
    }),
    booking(3, '2026-11-24', '15:00', '15:30', 'N', ['Giulia', 'Neri', '3471112222']),
    booking(4, '2026-11-26', '11:00', '11:30', 'I', ['Paolo', 'Gialli', null]),
  ];
  availability = bookingAvailability('2026-11-24', bookingSettings(), {
    now: '08:00',
    dates: calendarDays('2026-11-24').map((d) => day(d)),
    closedTimes: [
      { date: '2026-11-24', startTime: '13:00', endTime: '14:00', bookingOperatorId: null },
    ],
    busy: [
      { date: '2026-11-24', startTime: '09:00', endTime: '09:30', bookingOperatorId: 11 },
      { date: '2026-11-24', startTime: '10:00', endTime: '11:30', bookingOperatorId: 12 },
    ],
  });
  streams = [];
  api.answer('get', '/api/activities/{id}/configurations', () => configuration({ bookingType }));
  api.respond('get', '/api/activities/{activityId}/agenda/events', () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        streams.push(c);
        c.enqueue(encoder.encode('retry: 2000\nevent: live\ndata: true\n\n'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  const waiting = () => bookings.filter((b) => b.confirmed === 'I');
  api.answer('get', '/api/activities/{activityId}/agenda/pending/count', () => ({
    count: waiting().length,
  }));
  api.list('/api/activities/{activityId}/agenda/pending', () =>
    waiting().map((b) => ({ ...b, requestedAt: `2026-11-2${b.id}T08:00:00.000Z` })),
  );
  api.list('/api/activities/{activityId}/agenda', ({ query }) => {
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    return bookings.filter((b) => b.date >= from && b.date <= to);
  });
  api.answer('put', '/api/activities/{activityId}/bookings/{id}/status', ({ params, body }) => {
    const id = Number(params.id);
    bookings = bookings.map((b) => (b.id === id ? { ...b, confirmed: body.confirm } : b));
    const {
      customer: _,
      bookedByStaff: __,
      ...answered
    } = bookings.find((b) => b.id === id) as AgendaBooking;
    return answered;
  });
  api.answer('put', '/api/activities/{activityId}/bookings/{id}/move', ({ params, body }) => {
    const id = Number(params.id);
    bookings = bookings.map((b) => (b.id === id ? { ...b, ...body } : b));
    const {
      customer: _,
      bookedByStaff: __,
      ...moved
    } = bookings.find((b) => b.id === id) as AgendaBooking;
    return moved;
  });
  api.list('/api/activities/{activityId}/booking-customers', ({ query }) => {
    const text = (query.get('text') ?? '').toLowerCase();
    const all = [
      bookingCustomer({ id: 21, name: 'Chiara', surname: 'Rossi', phone: '3331234567' }),
      bookingCustomer({ id: 22, name: 'Chiara', surname: 'Verdi', email: 'cv@x.it' }),
    ];
    return all.filter((c) => c.name.toLowerCase().startsWith(text));
  });
  api.list('/api/activities/{id}/bookingservices', [COLORE, TAGLIO]);
  api.list('/api/activities/{id}/bookingoperators', [
    bookingOperator({ ...ANNA, bookingServiceIds: [1, 2] }),
    bookingOperator({ ...LUCA, bookingServiceIds: [2], seats: 10 }),
  ]);
  api.answer('get', '/api/activities/{id}/booking-settings', () =>
    bookingSettings({ bookingType }),
  );
  api.answer('get', '/api/app/bookings/dates', () => availability);
  api.answer(
    'post',
    '/api/activities/{id}/bookings',
    bookingFixture({ id: 9, date: '2026-11-25', startTime: '12:00', endTime: '12:30' }),
    201,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(path = '/agenda?date=2026-11-24') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AgendaPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByLabelText('location').textContent;
/** The day's columns by name. */
const column = (name: string) => screen.getByRole('group', { name });
const blocksOf = (col: HTMLElement) =>
  within(col)
    .queryAllByTestId('agenda-block')
    .map((b) => b.textContent);
/** Opens a booking's block of the day; its card is in the dialog that opens. */
async function openBlock(name: string) {
  const block = await screen.findByRole('button', { name: new RegExp(name) });
  await userEvent.click(block);
  const dialog = await screen.findByRole('dialog', { name: /2026/ });
  return within(dialog).getByRole('listitem', { name });
}

describe('the agenda', () => {
  it('shows the day on a time axis, a column per operator, each booking a block sized by its length and labelled by status', async () => {
    mount();
    expect(await screen.findByRole('heading', { name: 'martedì 24 novembre 2026' })).toBeTruthy();
    await screen.findAllByTestId('agenda-block');
    expect(agendaCalls()).toContain('?from=2026-11-24&to=2026-11-24');
    expect(screen.getAllByTestId('agenda-column').map((c) => c.getAttribute('aria-label'))).toEqual(
      ['Anna Bianchi', 'Luca'],
    );
    expect(blocksOf(column('Anna Bianchi'))).toEqual([
      '09:00–09:30 Chiara RossiTaglio · In attesa',
      '15:00–15:30 Giulia NeriTaglio · Rifiutata o annullata',
    ]);
    expect(blocksOf(column('Luca'))).toEqual(['10:00–11:30 Marco VerdiColore · Confermata']);
    const block = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
    expect(block('Chiara Rossi').getAttribute('data-status')).toBe('I');
    expect(block('Marco Verdi').getAttribute('data-status')).toBe('Y');
    expect(block('Giulia Neri').getAttribute('data-status')).toBe('N');
    // 90 minutes stand three times as tall as 30, a step (15 minutes) 44 px.
    const height = (name: string) => Number.parseFloat(block(name).style.height);
    expect(height('Marco Verdi') + 2).toBeCloseTo(3 * (height('Chiara Rossi') + 2), 0);
    expect(height('Chiara Rossi')).toBeCloseTo(86, 0);
    // The waiting ones are counted in the header.
    expect(screen.getByTestId('agenda-waiting').textContent).toBe('1 in attesa');

    // A block opens the whole booking.
    const chiara = await openBlock('Chiara Rossi');
    expect(within(chiara).getByText('09:00–09:30')).toBeTruthy();
    expect(within(chiara).getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    );
    expect(within(chiara).getByText('1 persona · Taglio')).toBeTruthy();
    expect(within(chiara).getByText('Operatore: Anna Bianchi')).toBeTruthy();
    expect(within(chiara).getByText('In attesa')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    const marco = await openBlock('Marco Verdi');
    expect(within(marco).getByText('Nessun telefono')).toBeTruthy();
    expect(within(marco).getByText('Operatore: Luca')).toBeTruthy();
    expect(within(marco).getByText('Prenotata dallo staff')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    const giulia = await openBlock('Giulia Neri');
    expect(within(giulia).getByText('Rifiutata o annullata')).toBeTruthy();
    // A declined booking is final: nothing to answer.
    expect(within(giulia).queryByRole('button')).toBeNull();
  });

  it("shows a restaurant room's covers at each step against its seats", async () => {
    bookingType = 'RO';
    const table = (
      id: number,
      start: string,
      end: string,
      people: number,
      status: BookingConfirmation,
      room: AgendaBooking['bookingOperator'] = ANNA,
    ) =>
      booking(id, '2026-11-24', start, end, status, ['Ospite', `N${id}`, null], {
        bookingService: null,
        bookingOperator: room,
        numberOfPeople: people,
      });
    bookings = [
      table(31, '19:00', '21:00', 4, 'Y'),
      table(32, '20:00', '22:00', 6, 'I'),
      table(33, '20:00', '22:00', 8, 'N'),
      table(34, '20:00', '22:00', 2, 'Y', LUCA),
    ];
    api.answer('get', '/api/activities/{id}/booking-settings', () =>
      bookingSettings({ bookingType, startTime: '18:00', endTime: '23:30', timeCalendar: 30 }),
    );
    mount();
    await screen.findAllByTestId('agenda-block');
    // Anna's room has the activity's 40 seats, Luca's 10.
    const anna = column('Anna Bianchi');
    const covers = (col: HTMLElement, time: string) =>
      within(col)
        .getAllByTestId('agenda-covers')
        .find((c) => c.getAttribute('data-time') === time)?.textContent;
    expect(covers(anna, '18:30')).toBe('0/40');
    expect(covers(anna, '19:00')).toBe('4/40');
    // 4 + 6 seated at 20:00; the declined 8 hold no seat.
    expect(covers(anna, '20:00')).toBe('10/40');
    expect(covers(anna, '21:00')).toBe('6/40');
    expect(covers(anna, '22:00')).toBe('0/40');
    expect(covers(column('Luca'), '20:30')).toBe('2/10');
    expect(screen.getByText('40 posti')).toBeTruthy();
    expect(screen.getByText('10 posti')).toBeTruthy();
    expect(blocksOf(anna)[1]).toBe('20:00–22:00 Ospite N326 persone · In attesa');
  });

  it('opens the new-booking form on the day, time and operator of an empty slot tapped', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    await userEvent.click(
      within(column('Anna Bianchi')).getByRole('button', {
        name: 'Nuova prenotazione alle 12:00 · Anna Bianchi',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuova prenotazione' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Cliente' }), 'Chi');
    await userEvent.click(
      await screen.findByRole(
        'option',
        { name: 'Chiara Rossi · 3331234567 · chiara@x.it' },
        { timeout: 3000 },
      ),
    );
    expect((within(dialog).getByLabelText(/^Giorno/) as HTMLInputElement).value).toBe('2026-11-24');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Servizio/), 'Taglio (30 min)');
    expect((within(dialog).getByLabelText(/^Operatore/) as HTMLSelectElement).value).toBe('11');
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
    await waitFor(() => expect(time.value).toBe('12:00'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      date: '2026-11-24',
      startTime: '12:00',
      bookingService: { id: 1 },
      bookingOperator: { id: 11 },
    });
  });

  it('lists the requests waiting of every date in the inbox, with their count, and confirms one there', async () => {
    mount('/agenda?date=2026-11-24');
    const toggle = await screen.findByRole('button', { name: /Da confermare/ });
    await waitFor(() => expect(toggle.textContent).toBe('Da confermare2'));
    await userEvent.click(toggle);
    expect(location()).toBe('/agenda?view=requests');
    expect(await screen.findByRole('heading', { name: 'Richieste da confermare' })).toBeTruthy();
    const inbox = await screen.findByRole('region', { name: 'In attesa, dalla più vecchia' });
    await within(inbox).findByRole('listitem', { name: 'Paolo Gialli' });
    expect(
      within(inbox)
        .getAllByTestId('agenda-booking')
        .map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Chiara Rossi', 'Paolo Gialli']);
    const paolo = within(inbox).getByRole('listitem', { name: 'Paolo Gialli' });
    expect(within(paolo).getByText('gio 26 nov 2026 · 11:00–11:30')).toBeTruthy();
    await userEvent.click(within(paolo).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/activities/7/bookings/4/status', body: { confirm: 'Y' } },
      ]),
    );
    await waitFor(() =>
      expect(within(inbox).queryByRole('listitem', { name: 'Paolo Gialli' })).toBeNull(),
    );
    await waitFor(() => expect(toggle.textContent).toBe('Da confermare1'));
    // A request's day on the agenda.
    await userEvent.click(within(inbox).getByRole('button', { name: 'Vedi il giorno' }));
    expect(location()).toBe('/agenda');
  });

  it('reads the day again when the live stream tells a change', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    await waitFor(() => expect(streams.length).toBe(1));
    const before = agendaCalls().length;
    bookings = [
      ...bookings,
      booking(5, '2026-11-24', '16:00', '16:30', 'I', ['Nuova', 'Cliente', null]),
    ];
    tell('change', '7');
    expect(await screen.findByRole('button', { name: /Nuova Cliente/ })).toBeTruthy();
    expect(agendaCalls().length).toBeGreaterThan(before);
  });

  it('says when a day has no bookings', async () => {
    mount('/agenda?date=2026-11-25');
    expect(await screen.findByText('Nessuna prenotazione in questo giorno')).toBeTruthy();
    expect(screen.queryByTestId('agenda-waiting')).toBeNull();
  });

  it("shows a week in seven columns on a desk, each day's bookings under it", async () => {
    wideScreen();
    mount('/agenda?date=2026-11-24&view=week');
    expect(await screen.findByRole('heading', { name: '23–29 novembre 2026' })).toBeTruthy();
    await screen.findAllByTestId('agenda-booking');
    expect(agendaCalls()).toContain('?from=2026-11-23&to=2026-11-29');
    const days = screen.getAllByRole('region');
    expect(days.map((d) => within(d).getAllByRole('heading')[0]?.textContent)).toEqual([
      'lun 23',
      'mar 24',
      'mer 25',
      'gio 26',
      'ven 27',
      'sab 28',
      'dom 29',
    ]);
    expect(within(days[0] as HTMLElement).getByText('Nessuna prenotazione')).toBeTruthy();
    expect(within(days[1] as HTMLElement).getAllByTestId('agenda-booking')).toHaveLength(3);
    const thursday = days[3] as HTMLElement;
    expect(within(thursday).getByRole('listitem', { name: 'Paolo Gialli' })).toBeTruthy();
    expect(within(thursday).getByText('In attesa')).toBeTruthy();
    expect(screen.getByTestId('agenda-waiting').textContent).toBe('2 in attesa');
    // An entry opens the whole booking, to answer it there.
    await userEvent.click(within(thursday).getByRole('button', { name: /Paolo Gialli/ }));
    const opened = await screen.findByRole('dialog', { name: 'giovedì 26 novembre 2026' });
    const paolo = within(opened).getByRole('listitem', { name: 'Paolo Gialli' });
    expect(within(paolo).getByText('1 persona · Taglio')).toBeTruthy();
    await userEvent.click(within(paolo).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/activities/7/bookings/4/status', body: { confirm: 'Y' } },
      ]),
    );
    await waitFor(() => expect(within(paolo).getByText('Confermata')).toBeTruthy());
    await userEvent.click(within(opened).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A day's head opens that day.
    await userEvent.click(within(thursday).getByRole('button', { name: 'gio 26' }));
    expect(location()).toBe('/agenda?date=2026-11-26');
  });

  it("drags a week's entry onto another day on a desk: same time, asked first, then moved", async () => {
    wideScreen();
    mount('/agenda?date=2026-11-24&view=week');
    await screen.findAllByTestId('agenda-booking');
    const days = screen.getAllByTestId('agenda-week-day');
    const entry = (day: number, name: RegExp) =>
      within(days[day] as HTMLElement).getByRole('button', { name });
    const paolo = entry(3, /Paolo Gialli/);
    expect(paolo.getAttribute('draggable')).toBe('true');
    // Declined: it stays where it is.
    expect(entry(1, /Giulia Neri/).getAttribute('draggable')).toBe('false');
    const carried = new Map<string, string>();
    const dataTransfer = {
      types: ['application/x-tessera-booking'],
      setData: (k: string, v: string) => carried.set(k, v),
      getData: (k: string) => carried.get(k) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(paolo, { dataTransfer });
    expect(carried.get('application/x-tessera-booking')).toBe('4');
    // A past day takes nothing: no drop there.
    expect(fireEvent.dragOver(days[0] as HTMLElement, { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(days[4] as HTMLElement, { dataTransfer })).toBe(false);
    fireEvent.drop(days[4] as HTMLElement, { dataTransfer });
    const ask = within(await screen.findByRole('dialog', { name: 'Spostare la prenotazione?' }));
    expect(ask.getByTestId('agenda-drag-from').textContent).toBe('da gio 26 nov 2026 11:00');
    expect(ask.getByTestId('agenda-drag-to').textContent).toBe('a ven 27 nov 2026 11:00');
    await userEvent.click(ask.getByRole('button', { name: 'Sposta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          url: '/api/activities/7/bookings/4/move',
          body: { date: '2026-11-27', startTime: '11:00' },
        },
      ]),
    );
  });

  it('shows a week on a phone as a list grouped by day', async () => {
    mount('/agenda?date=2026-11-26&view=week');
    const thursday = await screen.findByRole('region', { name: 'giovedì 26 novembre 2026' });
    await within(thursday).findByRole('listitem', { name: 'Paolo Gialli' });
    expect(agendaCalls()).toContain('?from=2026-11-23&to=2026-11-29');
    const tuesday = screen.getByRole('region', { name: 'martedì 24 novembre 2026' });
    expect(within(tuesday).getAllByTestId('agenda-booking')).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'sabato 28 novembre 2026' })).getByText(
        'Nessuna prenotazione',
      ),
    ).toBeTruthy();
  });

  it('moves by day or week and back to today, keeping the day and view in the address', async () => {
    // 00:30 of Wednesday 11 November in Rome, still the 10th in UTC.
    vi.setSystemTime(new Date('2026-11-10T23:30:00Z'));
    mount();
    await screen.findAllByTestId('agenda-block');
    await userEvent.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(location()).toBe('/agenda?date=2026-11-25');
    expect(await screen.findByRole('heading', { name: 'mercoledì 25 novembre 2026' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Settimana' }));
    expect(location()).toBe('/agenda?date=2026-11-25&view=week');
    await userEvent.click(screen.getByRole('button', { name: 'Settimana precedente' }));
    expect(location()).toBe('/agenda?date=2026-11-18&view=week');
    await waitFor(() => expect(agendaCalls()).toContain('?from=2026-11-16&to=2026-11-22'));
    await userEvent.click(screen.getByRole('button', { name: 'Oggi' }));
    await waitFor(() => expect(agendaCalls()).toContain('?from=2026-11-09&to=2026-11-15'));
    // Today (the activity's, in Rome) is left out of the address.
    expect(location()).toBe('/agenda?view=week');
    await userEvent.click(screen.getByRole('button', { name: 'Giorno' }));
    expect(location()).toBe('/agenda');
    expect(await screen.findByRole('heading', { name: 'mercoledì 11 novembre 2026' })).toBeTruthy();
  });

  it('goes straight to the day picked', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    fireEvent.change(screen.getByLabelText('Vai al giorno'), { target: { value: '2026-12-03' } });
    expect(location()).toBe('/agenda?date=2026-12-03');
    await waitFor(() => expect(agendaCalls()).toContain('?from=2026-12-03&to=2026-12-03'));
    expect(await screen.findByRole('heading', { name: 'giovedì 3 dicembre 2026' })).toBeTruthy();
  });

  it('confirms a waiting booking with a PUT, then reads the agenda again', async () => {
    mount();
    const chiara = await openBlock('Chiara Rossi');
    const before = agendaCalls().length;
    await userEvent.click(within(chiara).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/activities/7/bookings/1/status', body: { confirm: 'Y' } },
      ]),
    );
    await waitFor(() => expect(within(chiara).getByText('Confermata')).toBeTruthy());
    expect(agendaCalls().length).toBeGreaterThan(before);
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Prenotazione di Chiara Rossi confermata',
    });
    expect(screen.queryByTestId('agenda-waiting')).toBeNull();
  });

  it('moves a booking from its detail to a free start of the day, read as if it were not there', async () => {
    // 16:00 is taken by someone else; the booking's own 09:00 is free (the server leaves it out).
    availability = {
      ...availability,
      days: availability.days.map((d) =>
        d.date === '2026-11-24' ? { ...d, starts: d.starts.filter((s) => s !== '16:00') } : d,
      ),
    };
    mount();
    const chiara = await openBlock('Chiara Rossi');
    await userEvent.click(within(chiara).getByRole('button', { name: 'Sposta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sposta prenotazione' }));
    const time = dialog.getByLabelText('Ora') as HTMLSelectElement;
    await waitFor(() => expect(time.value).toBe('09:00'));
    const asked = availabilityCalls().at(-1);
    expect(asked?.get('filters[moving]')).toBe('1');
    expect(asked?.get('filters[date]')).toBe('2026-11-24');
    const taken = dialog.getByRole('option', {
      name: '16:00 · non disponibile',
    }) as HTMLOptionElement;
    expect(taken.disabled).toBe(true);
    await userEvent.selectOptions(time, '16:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Sposta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          url: '/api/activities/7/bookings/1/move',
          body: { date: expect.any(String), startTime: '16:30' },
        },
      ]),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: 'Prenotazione di Chiara Rossi spostata',
      }),
    );
  });

  it('asks before declining, and sends nothing when the staff go back', async () => {
    mount();
    const chiara = await openBlock('Chiara Rossi');
    await userEvent.click(within(chiara).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la prenotazione?' });
    expect(
      within(dialog).getByText(
        "La prenotazione di Chiara Rossi di martedì 24 novembre 2026 alle 09:00 non sarà più valida e il posto tornerà libero. Il cliente riceverà un'e-mail.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rifiutare la prenotazione?' })).toBeNull(),
    );
    expect(puts()).toEqual([]);

    await userEvent.click(within(chiara).getByRole('button', { name: 'Rifiuta' }));
    const again = await screen.findByRole('dialog', { name: 'Rifiutare la prenotazione?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/activities/7/bookings/1/status', body: { confirm: 'N' } },
      ]),
    );
    await waitFor(() => expect(within(chiara).getByText('Rifiutata o annullata')).toBeTruthy());
    // A request declined is "rifiutata"; a confirmed booking ended is "annullata" (next test).
    expect(snackStore.get()?.message).toBe('Prenotazione di Chiara Rossi rifiutata');
  });

  it('cancels a confirmed booking after asking, and offers no Confirm on it', async () => {
    mount();
    const marco = await openBlock('Marco Verdi');
    expect(within(marco).queryByRole('button', { name: 'Conferma' })).toBeNull();
    await userEvent.click(within(marco).getByRole('button', { name: 'Annulla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare la prenotazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/activities/7/bookings/2/status', body: { confirm: 'N' } },
      ]),
    );
    await waitFor(() =>
      expect(snackStore.get()?.message).toBe('Prenotazione di Marco Verdi annullata'),
    );
  });
  it('sends the reason typed when declining, trimmed, at most 500 characters', async () => {
    mount();
    const chiara = await openBlock('Chiara Rossi');
    await userEvent.click(within(chiara).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la prenotazione?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (facoltativo)' });
    fireEvent.change(reason, { target: { value: `  ${'x'.repeat(520)}` } });
    expect((reason as HTMLTextAreaElement).value).toHaveLength(500);
    expect(within(dialog).getByText(/500\/500/)).toBeTruthy();
    fireEvent.change(reason, { target: { value: '  Operatrice malata, ci scusiamo  ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          url: '/api/activities/7/bookings/1/status',
          body: { confirm: 'N', reason: 'Operatrice malata, ci scusiamo' },
        },
      ]),
    );
  });

  it('declines a request of the inbox with its reason', async () => {
    mount('/agenda?date=2026-11-24&view=requests');
    const paolo = await screen.findByRole('listitem', { name: 'Paolo Gialli' });
    await userEvent.click(within(paolo).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la prenotazione?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Motivo (facoltativo)' }),
      'Chiuso per ferie',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          url: '/api/activities/7/bookings/4/status',
          body: { confirm: 'N', reason: 'Chiuso per ferie' },
        },
      ]),
    );
  });
});

/** A step (15 minutes) is 44 px tall: a minute's pixels. */
const PPM = 44 / 15;
const blockOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
/** Columns side by side, 200 px each after the 56 px axis (jsdom lays nothing out). */
function layColumns() {
  screen.getAllByTestId('agenda-column').forEach((c, i) => {
    vi.spyOn(c, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 56 + 200 * i, y: 48, width: 200, height: 2000 }),
    );
  });
}

describe('drag to move on the day', () => {
  it('drags a block by mouse to a time snapped to the step, asks from → to, then moves it', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    const block = blockOf('Chiara Rossi');
    fireEvent.pointerDown(block, {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 100,
      clientY: 200,
    });
    // 93 minutes down snap to 90: 10:30.
    fireEvent.pointerMove(block, {
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 200 + 93 * PPM,
    });
    expect(block.getAttribute('data-dragging')).toBe('true');
    expect(block.textContent).toContain('10:30–11:00 Chiara Rossi');
    fireEvent.pointerUp(block, {
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 200 + 93 * PPM,
    });
    fireEvent.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Spostare la prenotazione?' });
    // The click that ends a drag opens nothing else.
    expect(screen.queryByRole('dialog', { name: /2026/ })).toBeNull();
    expect(within(dialog).getByTestId('agenda-drag-from').textContent).toBe('da 09:00');
    expect(within(dialog).getByTestId('agenda-drag-to').textContent).toBe('a 10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          url: '/api/activities/7/bookings/1/move',
          body: { date: '2026-11-24', startTime: '10:30' },
        },
      ]),
    );
    await waitFor(() =>
      expect(snackStore.get()?.message).toBe('Prenotazione di Chiara Rossi spostata'),
    );
    await waitFor(() =>
      expect(blocksOf(column('Anna Bianchi'))[0]).toMatch(/^10:30–.*Chiara Rossi/),
    );
  });

  it("drags by touch after a hold into another operator's column; the server's refusal shows and the block stays", async () => {
    api.refuse(
      'put',
      '/api/activities/{activityId}/bookings/{id}/move',
      409,
      'Luca è già occupato a quest’ora',
    );
    mount();
    await screen.findAllByTestId('agenda-block');
    layColumns();
    const block = blockOf('Chiara Rossi');
    // A swipe before the hold scrolls: no drag.
    fireEvent.pointerDown(block, {
      pointerId: 2,
      pointerType: 'touch',
      clientX: 100,
      clientY: 200,
    });
    fireEvent.pointerMove(block, {
      pointerId: 2,
      pointerType: 'touch',
      clientX: 100,
      clientY: 240,
    });
    fireEvent.pointerUp(block, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 240 });
    expect(block.getAttribute('data-dragging')).toBeNull();

    fireEvent.pointerDown(block, {
      pointerId: 3,
      pointerType: 'touch',
      clientX: 100,
      clientY: 200,
    });
    await waitFor(() => expect(block.getAttribute('data-dragging')).toBe('true'));
    fireEvent.pointerMove(block, {
      pointerId: 3,
      pointerType: 'touch',
      clientX: 300,
      clientY: 200 + 60 * PPM,
    });
    expect(block.style.transform).toBe('translateX(200px)');
    fireEvent.pointerUp(block, {
      pointerId: 3,
      pointerType: 'touch',
      clientX: 300,
      clientY: 200 + 60 * PPM,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Spostare la prenotazione?' });
    expect(within(dialog).getByTestId('agenda-drag-from').textContent).toBe(
      'da 09:00 · Anna Bianchi',
    );
    expect(within(dialog).getByTestId('agenda-drag-to').textContent).toBe('a 10:00 · Luca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    expect(await within(dialog).findByText('Luca è già occupato a quest’ora')).toBeTruthy();
    expect(puts()).toEqual([
      {
        url: '/api/activities/7/bookings/1/move',
        body: { date: '2026-11-24', startTime: '10:00', bookingOperator: { id: 12 } },
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(blocksOf(column('Anna Bianchi'))[0]).toContain('09:00–09:30 Chiara Rossi');
    expect(block.style.transform).toBe('');
  });

  it('does not drag a declined booking, nor drop a block back where it was', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    const giulia = blockOf('Giulia Neri');
    fireEvent.pointerDown(giulia, {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 100,
      clientY: 200,
    });
    fireEvent.pointerMove(giulia, {
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 400,
    });
    expect(giulia.getAttribute('data-dragging')).toBeNull();
    fireEvent.pointerUp(giulia, { pointerId: 1, pointerType: 'mouse', clientX: 100, clientY: 400 });
    const chiara = blockOf('Chiara Rossi');
    fireEvent.pointerDown(chiara, {
      pointerId: 2,
      pointerType: 'mouse',
      button: 0,
      clientX: 100,
      clientY: 200,
    });
    fireEvent.pointerMove(chiara, {
      pointerId: 2,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 230,
    });
    fireEvent.pointerMove(chiara, {
      pointerId: 2,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 203,
    });
    fireEvent.pointerUp(chiara, { pointerId: 2, pointerType: 'mouse', clientX: 100, clientY: 203 });
    expect(screen.queryByRole('dialog', { name: 'Spostare la prenotazione?' })).toBeNull();
    expect(puts()).toEqual([]);
  });
});

/** Opens the form and picks Chiara Rossi. */
async function openForm() {
  await screen.findAllByTestId('agenda-block');
  await userEvent.click(screen.getByRole('button', { name: 'Nuova prenotazione' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuova prenotazione' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Cliente' }), 'Chi');
  // The search waits 300 ms after the last letter, then asks the server.
  await userEvent.click(
    await screen.findByRole(
      'option',
      { name: 'Chiara Rossi · 3331234567 · chiara@x.it' },
      { timeout: 3000 },
    ),
  );
  return dialog;
}

describe('a booking on a customer’s behalf', () => {
  it('posts the customer, service, operator, day and time with an Idempotency-Key', async () => {
    mount();
    const dialog = await openForm();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Servizio/), 'Taglio (30 min)');
    // Only the operators who do the service are offered.
    const operator = within(dialog).getByLabelText(/^Operatore/) as HTMLSelectElement;
    expect([...operator.options].map((o) => o.text)).toEqual([
      'Qualsiasi operatore',
      'Anna Bianchi',
    ]);
    await userEvent.selectOptions(operator, 'Anna Bianchi');
    await userEvent.clear(within(dialog).getByLabelText(/^Giorno/));
    await userEvent.type(within(dialog).getByLabelText(/^Giorno/), '2026-11-25');
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
    await waitFor(() => expect(time.options.length).toBeGreaterThan(1));
    await userEvent.selectOptions(time, '12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      userId: 21,
      date: '2026-11-25',
      startTime: '12:00',
      numberOfPeople: 1,
      bookingService: { id: 1 },
      bookingOperator: { id: 11 },
    });
    expect(posts()[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    const asked = availabilityCalls().at(-1);
    expect(asked?.get('filters[activityId]')).toBe('7');
    expect(asked?.get('filters[date]')).toBe('2026-11-25');
    expect(asked?.get('filters[numberOfPeoples]')).toBe('1');
    expect(asked?.get('filters[bookingServiceId]')).toBe('1');
    expect(asked?.get('filters[bookingOperatorId]')).toBe('11');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Prenotazione registrata per Chiara Rossi',
    });
    // The agenda moves to the day booked (a navigation: React commits it as a transition).
    await waitFor(() => expect(location()).toBe('/agenda?date=2026-11-25'));
  });

  it('refuses a slot that overlaps the operator’s booking with the SPEC message, sending nothing', async () => {
    mount();
    const dialog = await openForm();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Servizio/), 'Taglio (30 min)');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Operatore/), 'Anna Bianchi');
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
    await waitFor(() => expect(time.options.length).toBeGreaterThan(1));
    // 09:15 falls in Anna's 09:00–09:30: the list says so.
    expect([...time.options].find((o) => o.value === '09:15')?.text).toBe(
      '09:15 · non disponibile',
    );
    expect([...time.options].find((o) => o.value === '09:30')?.text).toBe('09:30');
    await userEvent.selectOptions(time, '09:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio',
    );
    expect(snackStore.get()).toBeNull();
    expect(posts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Nuova prenotazione' })).toBeTruthy();
  });

  it('refuses a table for more people than the seats left, with the real number, sending nothing', async () => {
    bookingType = 'R';
    availability = {
      ...availability,
      openTimes: { startTime: '18:00', endTime: '23:30', timeCalendar: 30 },
      closedTimes: [],
      busy: [],
      seatsTaken: [
        {
          date: '2026-11-24',
          startTime: '18:00',
          endTime: '23:00',
          bookingOperatorId: null,
          taken: 37,
        },
      ],
    };
    mount();
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText(/^Servizio/)).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText(/^Persone/));
    await userEvent.type(within(dialog).getByLabelText(/^Persone/), '4');
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
    await waitFor(() => expect(time.options.length).toBeGreaterThan(1));
    await userEvent.selectOptions(time, '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Per questa selezione ci sono solo 3 posti disponibili',
    );
    expect(snackStore.get()).toBeNull();
    expect(posts()).toEqual([]);
    expect(availabilityCalls().at(-1)?.get('filters[numberOfPeoples]')).toBe('4');

    // Three fit: sent, with no service and no room.
    await userEvent.clear(within(dialog).getByLabelText(/^Persone/));
    await userEvent.type(within(dialog).getByLabelText(/^Persone/), '3');
    // The refusal goes with the change.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(availabilityCalls().at(-1)?.get('filters[numberOfPeoples]')).toBe('3'),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Ora/), '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      userId: 21,
      date: '2026-11-24',
      startTime: '20:00',
      numberOfPeople: 3,
      bookingService: null,
      bookingOperator: null,
    });
  });

  it("shows the server's refusal in the form, and a retry of the same booking keeps its key", async () => {
    api.refuse(
      'post',
      '/api/activities/{id}/bookings',
      409,
      'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio',
      'slot_taken',
    );
    mount();
    const dialog = await openForm();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Servizio/), 'Taglio (30 min)');
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
    await waitFor(() => expect(time.options.length).toBeGreaterThan(1));
    await userEvent.selectOptions(time, '16:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio',
    );
    expect(snackStore.get()).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Prenota' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.key).toBe(posts()[0]?.key);
  });

  it('says what is missing and sends nothing', async () => {
    mount();
    await screen.findAllByTestId('agenda-block');
    await userEvent.click(screen.getByRole('button', { name: 'Nuova prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova prenotazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Scegli il cliente e compila i campi obbligatori',
    );
    expect(posts()).toEqual([]);
  });
});
