// Booking a table (issues 16, 26): the people (a stepper up to the largest party, one calendar
// request once the taps stop), for RO the room or "Qualsiasi sala", a full evening not offered,
// a party larger than a day takes kept on that day with 'Per questa selezione ci sono solo {n}
// posti disponibili' (the largest party that fits) and a one-tap fix, and the request posted
// with the people and no service.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import {
  availability,
  mount,
  NOW,
  ROOMS,
  serve,
  TABLE_SETTINGS,
  WEDNESDAY,
  type World,
} from '../testing.tsx';
import TableBookingPage from './TableBookingPage.tsx';

const api = serveApi();

const SATURDAY = '2026-03-14';

let world: World;

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  notify.close();
  // Da Rita: 40 seats, 18:00–23:00 every 30 minutes; Saturday full; 38 taken on Wednesday.
  world = {
    bookingType: 'R',
    settings: TABLE_SETTINGS,
    operators: [],
    mine: [],
    availability: availability(TABLE_SETTINGS, {
      fullReservations: [SATURDAY],
      seatsTaken: [
        {
          date: WEDNESDAY,
          startTime: '18:00',
          endTime: '23:00',
          bookingOperatorId: null,
          taken: 38,
        },
      ],
    }),
  };
  serve(api, world);
});
afterEach(() => {
  vi.useRealTimers();
});

const posts = () => api.calls().filter((s) => s.method === 'POST');
const lastDates = () =>
  new URL(
    api
      .calls()
      .filter((s) => s.url.startsWith('/api/app/bookings/dates?'))
      .at(-1)?.url ?? '/',
    'http://x',
  ).searchParams;
const datesAsked = () => api.calls().filter((s) => s.url.startsWith('/api/app/bookings/dates?'));
const cell = (time: string) =>
  within(screen.getByRole('list', { name: /^Orari di/ }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(time)) as HTMLElement;

it('the stepper asks the calendar once, 400 ms after the last tap', async () => {
  mount(<TableBookingPage />, '/booking/table');
  const more = await screen.findByRole('button', { name: 'Una persona in più' });
  await screen.findByRole('group', { name: 'Giorno' });
  // The debounce's clock from here (the first read came on the real one).
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const before = datesAsked().length;
  for (let i = 0; i < 3; i++) fireEvent.click(more);
  expect(screen.getByTestId('people').textContent).toBe('5 persone');
  await act(() => vi.advanceTimersByTimeAsync(399));
  expect(datesAsked()).toHaveLength(before);
  await act(() => vi.advanceTimersByTimeAsync(1));
  await act(() => vi.advanceTimersByTimeAsync(50));
  expect(datesAsked()).toHaveLength(before + 1);
  expect(lastDates().get('filters[numberOfPeoples]')).toBe('5');
});

it('a party too large for the chosen day keeps the day and time, says the seats left and fixes in one tap', async () => {
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  expect(await screen.findByTestId('people')).toHaveProperty('textContent', '2 persone');
  expect(
    (await screen.findByRole('button', { name: 'sabato 14 marzo, al completo' })).hasAttribute(
      'disabled',
    ),
  ).toBe(true);
  // Two seats are left on Wednesday: 2 people fit.
  await user.click(screen.getByRole('button', { name: 'mercoledì 11 marzo' }));
  await user.click(within(cell('20:00')).getByRole('button'));
  expect(screen.getByRole('region', { name: 'Riepilogo' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  expect(screen.getByTestId('people').textContent).toBe('4 persone');
  await waitFor(() => expect(lastDates().get('filters[numberOfPeoples]')).toBe('4'));
  const shortfall = await screen.findByTestId('seats-shortfall');
  expect(shortfall.textContent).toContain('Per questa selezione ci sono solo 2 posti disponibili');
  // The day stays chosen, and says why in the strip.
  const wednesday = screen.getByRole('button', { name: 'mercoledì 11 marzo, posti solo per 2' });
  expect(wednesday.getAttribute('aria-pressed')).toBe('true');
  expect(wednesday.textContent).toContain('Max 2');
  expect(screen.queryByRole('region', { name: 'Riepilogo' })).toBeNull();
  expect(posts()).toEqual([]);

  await user.click(within(shortfall).getByRole('button', { name: 'Prenota per 2 persone' }));
  expect(screen.getByTestId('people').textContent).toBe('2 persone');
  // The time chosen before is chosen again.
  const summary = await screen.findByRole('region', { name: 'Riepilogo' });
  expect(summary.textContent).toContain('Tavolo per 2 persone');
  expect(summary.textContent).toContain('mercoledì 11 marzo alle 20:00');
});

it('a day with no seat left at all cannot be chosen and says it is full', async () => {
  world.availability.seatsTaken = [
    { date: WEDNESDAY, startTime: '18:00', endTime: '23:00', bookingOperatorId: null, taken: 40 },
  ];
  mount(<TableBookingPage />, '/booking/table');
  const wednesday = await screen.findByRole('button', { name: 'mercoledì 11 marzo, al completo' });
  expect(wednesday.hasAttribute('disabled')).toBe(true);
  expect(wednesday.textContent).toContain('Completo');
});

it('posts the people, no service and no room, with an Idempotency-Key', async () => {
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'venerdì 13 marzo' }));
  await user.click(within(cell('19:30')).getByRole('button'));
  // Booking waits for the calendar of 4 people, asked 400 ms after the last tap.
  const book = () => screen.getByRole('button', { name: 'Prenota' });
  await waitFor(() => expect(book().hasAttribute('disabled')).toBe(false));
  await user.click(book());
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.body).toEqual({
    activityId: 7,
    date: '2026-03-13',
    startTime: '19:30',
    numberOfPeople: 4,
    bookingService: null,
    bookingOperator: null,
  });
  expect(posts()[0]?.idempotencyKey).toBeTruthy();
  expect(
    await screen.findByRole('region', { name: 'Richiesta di prenotazione inviata correttamente' }),
  ).toHaveProperty('textContent', expect.stringContaining('Tavolo per 4 persone'));
});

it('RO: the room or any room; seats counted per room, the people capped at its seats', async () => {
  world.bookingType = 'RO';
  world.operators = ROOMS;
  // The veranda (10 seats) has 8 taken on Wednesday evening; the inner room none.
  world.availability.seatsTaken = [
    { date: WEDNESDAY, startTime: '18:00', endTime: '23:00', bookingOperatorId: 12, taken: 8 },
  ];
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Sala interna' });
  const rooms = screen.getByRole('group', { name: 'Sala' });
  expect(
    within(rooms)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Qualsiasi sala', 'Sala interna', 'Veranda']);
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'mercoledì 11 marzo' }));
  // Any room: the inner room takes 3.
  await user.click(within(cell('20:00')).getByRole('button'));
  expect(screen.getByRole('region', { name: 'Riepilogo' }).textContent).toContain('Qualsiasi sala');

  await user.click(within(rooms).getByRole('button', { name: 'Veranda' }));
  await waitFor(() => expect(lastDates().get('filters[bookingOperatorId]')).toBe('12'));
  expect((await screen.findByTestId('seats-shortfall')).textContent).toContain(
    'Per questa selezione ci sono solo 2 posti disponibili',
  );
  expect(posts()).toEqual([]);

  // The veranda seats 10: the stepper stops there.
  const more = screen.getByRole('button', { name: 'Una persona in più' });
  for (let i = 0; i < 12; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
  expect(screen.getByTestId('people').textContent).toBe('10 persone');
  expect(screen.getByTestId('people-max').textContent).toBe(
    'Si prenota per 10 persone al massimo: per un gruppo più numeroso contatta il locale.',
  );
});
