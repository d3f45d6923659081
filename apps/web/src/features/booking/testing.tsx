// The booking screens' test world (component tests only): Salone Aurora's services and
// operators, Da Rita's seats, a 35-day availability from Tuesday 10 March 2026 at 10:05 in Rome,
// and a fetch stub that answers the booking calls and records what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  ActivityConfiguration,
  Booking,
  BookingAvailability,
  BookingOperator,
  BookingService,
  BookingSettings,
  BookingType,
} from '@tessera/domain';
import { addDays, calendarDays, isoWeekday } from '@tessera/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import Snackbar from '../../components/Snackbar.tsx';
import { json, Where } from '../../test-support.tsx';

export const TODAY = '2026-03-10';
/** 10:05 in Rome on TODAY. */
export const NOW = new Date('2026-03-10T09:05:00Z');

export const configuration = (bookingType: BookingType): ActivityConfiguration => ({
  activityId: 7,
  bookingType,
  shopType: 'R',
  templateAppHome: 'I',
  graphicCardType: 'S',
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: false,
  multiLanguage: false,
  androidStoreUrl: null,
  iosStoreUrl: null,
  shopTotalMinPrice: 0,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  shopTimePreparation: 15,
  menuTextApp: null,
  menuColorBackground: null,
  menuColorText: null,
  menuDescriptionBottom: null,
  menuShowIcon: false,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  showCurrency: true,
  cashBackExpiration: null,
  menuType: 'V',
  timeZone: 'Europe/Rome',
  activityConfigurationTranslations: [],
});

export const SERVICES: BookingService[] = [
  { id: 1, name: 'Taglio', duration: 30 },
  { id: 2, name: 'Colore', duration: 90 },
  { id: 3, name: 'Piega', duration: 45 },
];

export const OPERATORS: BookingOperator[] = [
  { id: 1, name: 'Sara', surname: 'Bianchi', bookingServiceIds: [1, 2, 3], seats: null },
  { id: 2, name: 'Luca', surname: 'Verdi', bookingServiceIds: [1, 3], seats: null },
];

export const ROOMS: BookingOperator[] = [
  { id: 11, name: 'Sala interna', surname: null, bookingServiceIds: [], seats: 30 },
  { id: 12, name: 'Veranda', surname: null, bookingServiceIds: [], seats: 10 },
];

export const SETTINGS: BookingSettings = {
  startTime: '09:00',
  endTime: '19:00',
  timeCalendar: 15,
  bookingNumberOfHour: 40,
  confirmOnArrival: false,
  reminderHour: 18,
};

export const TABLE_SETTINGS: BookingSettings = {
  ...SETTINGS,
  startTime: '18:00',
  endTime: '23:00',
  timeCalendar: 30,
};

let nextId = 100;
export function booking(over: Partial<Booking> & Pick<Booking, 'date' | 'startTime'>): Booking {
  const toInstant = (date: string, time: string) => `${date}T${time}:00+01:00`;
  const endTime = over.endTime ?? '23:59';
  return {
    id: nextId++,
    activityId: 7,
    endTime,
    startsAt: new Date(toInstant(over.date, over.startTime)).toISOString(),
    endsAt: new Date(toInstant(over.date, endTime)).toISOString(),
    numberOfPeople: 1,
    confirmed: 'I',
    bookingService: null,
    bookingOperator: null,
    ...over,
  };
}

/** The calendar's days: closed on Sunday and Monday. */
export function availability(
  settings: BookingSettings,
  over: Partial<BookingAvailability> = {},
): BookingAvailability {
  return {
    timeZone: 'Europe/Rome',
    today: TODAY,
    now: '10:05',
    openTimes: {
      startTime: settings.startTime,
      endTime: settings.endTime,
      timeCalendar: settings.timeCalendar,
    },
    dates: calendarDays(TODAY).map((date) => ({
      date,
      open: isoWeekday(date) < 7 && isoWeekday(date) > 1,
    })),
    closedTimes: [],
    fullReservations: [],
    busy: [],
    seatsTaken: [],
    mine: [],
    ...over,
  };
}

export interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export interface World {
  bookingType: BookingType;
  settings: BookingSettings;
  operators: BookingOperator[];
  availability: BookingAvailability;
  mine: Booking[];
  /** What POST /api/app/bookings answers (status and body); default a waiting booking. */
  answer?: (body: Record<string, unknown>) => [number, unknown];
}

/** Stubs fetch with the world; returns what the screen sent. */
export function serve(world: World): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, url: u, headers: { ...(init?.headers as Record<string, string>) }, body });
    const path = u.pathname;
    if (path === '/api/activities/7/configurations') {
      return json(200, { data: configuration(world.bookingType) });
    }
    if (path === '/api/activities/7/bookingservices') return json(200, { data: SERVICES });
    if (path === '/api/activities/7/bookingoperators') return json(200, { data: world.operators });
    if (path === '/api/activities/7/booking-settings') return json(200, { data: world.settings });
    if (path === '/api/app/bookings/dates') return json(200, { data: world.availability });
    if (method === 'POST' && path === '/api/app/bookings') {
      const [status, answer] = world.answer?.(body) ?? [
        201,
        { data: booking({ date: body.date, startTime: body.startTime }) },
      ];
      return json(status, answer);
    }
    if (method === 'GET' && path === '/api/activities/7/bookings') {
      const page = Number(u.searchParams.get('page'));
      const size = Number(u.searchParams.get('rowsPerPage'));
      const start = (page - 1) * size;
      return json(200, {
        data: world.mine.slice(start, start + size),
        totalRows: world.mine.length,
      });
    }
    const cancel = /^\/api\/bookings\/confirm\/(\d+)$/.exec(path);
    if (method === 'PUT' && cancel) {
      const b = world.mine.find((m) => m.id === Number(cancel[1]));
      if (!b) return json(404, { message: 'Non trovato', code: 'not_found' });
      b.confirmed = 'N';
      return json(200, { data: b });
    }
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
  return sent;
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
