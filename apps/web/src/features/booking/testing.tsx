// The booking screens' test world (component tests only): Salone Aurora's services and
// operators, Da Rita's seats, a 35-day availability from Tuesday 10 March 2026 at 10:05 in Rome,
// answered by the API stand-in (testing/api.ts) from the shared fixtures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BookingType } from '@tessera/domain';
import { addDays, bookingDays, isTableBooking, type Selection } from '@tessera/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import Snackbar from '../../components/Snackbar.tsx';
import { Where } from '../../test-support.tsx';
import type { api as apiServer } from '../../testing/api.ts';
import { configuration } from '../../testing/fixtures/activity.ts';
import {
  type Booking,
  type BookingAvailability,
  type BookingOperator,
  type BookingSettings,
  bookingAvailability,
  booking as bookingFixture,
  bookingOperator,
  bookingService,
  bookingSettings,
} from '../../testing/fixtures/booking.ts';

export const TODAY = '2026-03-10';
/** 10:05 in Rome on TODAY. */
export const NOW = new Date('2026-03-10T09:05:00Z');

export const SERVICES = [
  bookingService({ id: 1, name: 'Taglio', duration: 30 }),
  bookingService({ id: 2, name: 'Colore', duration: 90 }),
  bookingService({ id: 3, name: 'Piega', duration: 45, price: 18.5, description: 'Con shampoo' }),
];

export const OPERATORS = [
  bookingOperator({ id: 1, name: 'Sara', surname: 'Bianchi', bookingServiceIds: [1, 2, 3] }),
  bookingOperator({ id: 2, name: 'Luca', surname: 'Verdi', bookingServiceIds: [1, 3] }),
];

export const ROOMS = [
  bookingOperator({
    id: 11,
    name: 'Sala interna',
    surname: null,
    bookingServiceIds: [],
    seats: 30,
  }),
  bookingOperator({ id: 12, name: 'Veranda', surname: null, bookingServiceIds: [], seats: 10 }),
];

export const SETTINGS = bookingSettings();

export const TABLE_SETTINGS = bookingSettings({
  startTime: '18:00',
  endTime: '23:00',
  timeCalendar: 30,
  bookingType: 'R',
});

export const booking = bookingFixture;

/** The calendar's days from TODAY: closed on Sunday and Monday. */
export const availability = (settings: BookingSettings, over: Partial<BookingAvailability> = {}) =>
  bookingAvailability(TODAY, settings, over);

export interface World {
  bookingType: BookingType;
  settings: BookingSettings;
  operators: BookingOperator[];
  availability: BookingAvailability;
  mine: Booking[];
  /** The activity confirms a booking at once (the answer is confirmed, not waiting). */
  confirmAtOnce?: boolean;
}

type Api = typeof apiServer;

/**
 * Answers the booking calls from the world, read at each call (a test may change it before it
 * mounts). A booking request is answered as booked (waiting, or confirmed with confirmAtOnce); a test refuses it with
 * `api.refuse('post', '/api/app/bookings', …)`.
 */
export function serve(api: Api, world: World) {
  api.answer('get', '/api/activities/{id}/configurations', () =>
    configuration({ bookingType: world.bookingType }),
  );
  api.list('/api/activities/{id}/bookingservices', SERVICES);
  api.list('/api/activities/{id}/bookingoperators', () => world.operators);
  api.answer('get', '/api/activities/{id}/booking-settings', () => ({
    ...world.settings,
    bookingType: world.bookingType,
  }));
  api.answer('get', '/api/app/bookings/dates', ({ query }) => calendarOf(world, query));
  api.answer(
    'post',
    '/api/app/bookings',
    ({ body }) => {
      const service = SERVICES.find((s) => s.id === body.bookingService?.id);
      const operator = world.operators.find((o) => o.id === body.bookingOperator?.id);
      const minutes = service?.duration ?? 120;
      const end =
        Number(body.startTime.slice(0, 2)) * 60 + Number(body.startTime.slice(3)) + minutes;
      return booking({
        date: body.date,
        startTime: body.startTime,
        endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
        numberOfPeople: body.numberOfPeople,
        confirmed: world.confirmAtOnce ? 'Y' : 'I',
        bookingService: service ? { id: service.id, name: service.name, duration: minutes } : null,
        bookingOperator: operator
          ? { id: operator.id, name: operator.name, surname: operator.surname }
          : null,
      });
    },
    201,
  );
  api.list('/api/activities/{id}/bookings', ({ query }) => {
    const page = Number(query.get('page'));
    const size = Number(query.get('rowsPerPage'));
    return world.mine.slice((page - 1) * size, page * size);
  });
  api.answer('put', '/api/app/bookings/{id}/move', ({ params, body }) => {
    const moved = world.mine.find((m) => m.id === Number(params.id)) as Booking;
    Object.assign(moved, body);
    return moved;
  });
  api.answer('put', '/api/bookings/confirm/{id}', ({ params }) => {
    const cancelled = world.mine.find((m) => m.id === Number(params.id)) as Booking;
    cancelled.confirmed = 'N';
    return cancelled;
  });
}

/**
 * The calendar as the server answers the filters: the world's availability with its `days`
 * computed by the domain for the selection asked (the service's minutes, the operator or every
 * operator who does it, the people and the room's seats); a day in `fullReservations` is full.
 */
function calendarOf(world: World, query: URLSearchParams): BookingAvailability {
  const filter = (name: string) => query.get(`filters[${name}]`);
  const operatorId = filter('bookingOperatorId') ? Number(filter('bookingOperatorId')) : null;
  const people = Number(filter('numberOfPeoples') ?? 1);
  const a = world.availability;
  let sel: Selection;
  if (isTableBooking(world.bookingType)) {
    const rooms = world.bookingType === 'RO' ? world.operators : [];
    sel = {
      duration: 120,
      people,
      operators: operatorId ? [operatorId] : rooms.length ? rooms.map((r) => r.id) : [null],
      seatsOf: (op) => rooms.find((r) => r.id === op)?.seats ?? world.settings.bookingNumberOfHour,
    };
  } else {
    const service = SERVICES.find((s) => s.id === Number(filter('bookingServiceId')));
    const doers = world.operators.filter((o) => o.bookingServiceIds.includes(service?.id ?? 0));
    sel = {
      duration: service?.duration ?? 30,
      people,
      operators:
        world.bookingType === 'N' ? [null] : operatorId ? [operatorId] : doers.map((o) => o.id),
      seatsOf: () => null,
    };
  }
  const days = bookingDays(
    a,
    sel,
    a.dates.map((d) => d.date),
  ).map((d) =>
    a.fullReservations.includes(d.date) && d.status === 'open'
      ? {
          ...d,
          status: 'full' as const,
          reason: isTableBooking(world.bookingType) ? ('seats' as const) : ('allBooked' as const),
          starts: [],
          largestParty: isTableBooking(world.bookingType) ? 0 : null,
        }
      : d,
  );
  return { ...a, days };
}

/** Renders a booking screen at `path` with the snackbar, in a fresh cache. */
export const mount = (element: ReactElement, path = '/booking', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Snackbar />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The Wednesday after TODAY. */
export const WEDNESDAY = addDays(TODAY, 1);
