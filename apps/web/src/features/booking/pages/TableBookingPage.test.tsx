// Booking a table (issue 16): the people (a stepper up to the seats there are), for RO the room
// or "Qualsiasi sala", a full evening not offered, a sitting refused before sending when the
// people exceed the free seats ('Per questa selezione ci sono solo {n} posti disponibili' with the
// real n), and the request posted with the people and no service.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { notify, snackStore } from '../../../lib/notify.ts';
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
const cell = (time: string) =>
  within(screen.getByRole('list', { name: /^Orari di/ }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(time)) as HTMLElement;

it('a full evening is not offered; more people than free seats is refused with the real n, nothing sent', async () => {
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  expect(await screen.findByTestId('people')).toHaveProperty('textContent', '2 persone');
  expect(
    (await screen.findByRole('button', { name: 'sabato 14 marzo' })).hasAttribute('disabled'),
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  expect(screen.getByTestId('people').textContent).toBe('4 persone');
  await waitFor(() => expect(lastDates().get('filters[numberOfPeoples]')).toBe('4'));

  await user.click(screen.getByRole('button', { name: 'mercoledì 11 marzo' }));
  await user.click(within(cell('20:00')).getByRole('button'));
  expect(snackStore.get()).toMatchObject({
    kind: 'error',
    message: 'Per questa selezione ci sono solo 2 posti disponibili',
    timeout: 3500,
  });
  expect(posts()).toEqual([]);

  // Two people fit in the two seats left.
  await user.click(screen.getByRole('button', { name: 'Una persona in meno' }));
  await user.click(screen.getByRole('button', { name: 'Una persona in meno' }));
  await user.click(within(cell('20:00')).getByRole('button'));
  expect(screen.getByRole('region', { name: 'Riepilogo' }).textContent).toContain(
    'Tavolo per 2 persone',
  );
});

it('a day with no seat left at all shows its times grey "Non disponibile"', async () => {
  world.availability.seatsTaken = [
    { date: WEDNESDAY, startTime: '18:00', endTime: '23:00', bookingOperatorId: null, taken: 40 },
  ];
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'mercoledì 11 marzo' }));
  expect(cell('18:00').textContent).toBe('18:00Non disponibile');
  expect(cell('22:30').dataset.kind).toBe('busy');
});

it('posts the people, no service and no room, with an Idempotency-Key', async () => {
  mount(<TableBookingPage />, '/booking/table');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
  await user.click(screen.getByRole('button', { name: 'venerdì 13 marzo' }));
  await user.click(within(cell('19:30')).getByRole('button'));
  await user.click(screen.getByRole('button', { name: 'Prenota' }));
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
  await waitFor(() =>
    expect(snackStore.get()?.message).toBe('Richiesta di prenotazione inviata correttamente'),
  );
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
  await user.click(within(cell('20:00')).getByRole('button'));
  expect(snackStore.get()?.message).toBe('Per questa selezione ci sono solo 2 posti disponibili');
  expect(posts()).toEqual([]);

  // The veranda seats 10: the stepper stops there.
  const more = screen.getByRole('button', { name: 'Una persona in più' });
  for (let i = 0; i < 12; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
  expect(screen.getByTestId('people').textContent).toBe('10 persone');
});
