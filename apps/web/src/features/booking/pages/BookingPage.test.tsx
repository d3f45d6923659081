// Booking a service (issues 16, 26): the service with its minutes, price and description, the
// operator or "Qualsiasi operatore", a strip of 35 days (closed and full days told apart and
// why, the first free day chosen, a tapped day's times brought into view), only the starts that
// fit with the customer's own bookings in their state's colour and label and others' times grey
// "Non disponibile" saying nothing else; a booking posted with its Idempotency-Key, then its
// confirmation with add-to-calendar; the server's refusal shown for 3500 ms and the same key
// sent again on a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { BUSY_COLORS, STATUS_COLORS } from '../components/status.ts';
import {
  availability,
  booking,
  mount,
  NOW,
  OPERATORS,
  SETTINGS,
  serve,
  TODAY,
  WEDNESDAY,
  type World,
} from '../testing.tsx';
import BookingPage from './BookingPage.tsx';

const api = serveApi();

const sara = { id: 1, name: 'Sara', surname: 'Bianchi' };
const luca = { id: 2, name: 'Luca', surname: 'Verdi' };
const taglio = { id: 1, name: 'Taglio', duration: 30 };
const colore = { id: 2, name: 'Colore', duration: 90 };

/** Wednesday: someone else with Sara at 10:00, mine waiting at 11:00 with Sara (colore), mine
 * confirmed at 15:00 with Luca, mine cancelled at 16:00 with Luca; lunch 13:00–14:00. */
const aurora = (): World => ({
  bookingType: 'NO',
  settings: SETTINGS,
  operators: OPERATORS,
  mine: [],
  availability: availability(SETTINGS, {
    fullReservations: ['2026-03-12'],
    closedTimes: [
      { date: WEDNESDAY, startTime: '13:00', endTime: '14:00', bookingOperatorId: null },
    ],
    busy: [
      { date: WEDNESDAY, startTime: '10:00', endTime: '10:30', bookingOperatorId: 1 },
      { date: WEDNESDAY, startTime: '11:00', endTime: '12:30', bookingOperatorId: 1 },
      { date: WEDNESDAY, startTime: '15:00', endTime: '15:30', bookingOperatorId: 2 },
    ],
    mine: [
      booking({
        id: 50,
        date: WEDNESDAY,
        startTime: '11:00',
        endTime: '12:30',
        confirmed: 'I',
        bookingService: colore,
        bookingOperator: sara,
      }),
      booking({
        id: 51,
        date: WEDNESDAY,
        startTime: '15:00',
        endTime: '15:30',
        confirmed: 'Y',
        bookingService: taglio,
        bookingOperator: luca,
      }),
      booking({
        id: 52,
        date: WEDNESDAY,
        startTime: '16:00',
        endTime: '16:30',
        confirmed: 'N',
        bookingService: taglio,
        bookingOperator: luca,
      }),
    ],
  }),
});

let world: World;

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  notify.close();
  world = aurora();
  serve(api, world);
});
afterEach(() => {
  vi.useRealTimers();
});

const posts = () => api.calls().filter((s) => s.method === 'POST');
const keys = () => posts().map((p) => p.idempotencyKey);
/** The filters of each calendar read, in order. */
const datesAsked = () =>
  api
    .calls()
    .filter((s) => s.url.startsWith('/api/app/bookings/dates?'))
    .map((s) => new URL(s.url, 'http://x').searchParams);

/** Chooses the service, the operator (NO) and the day. */
async function choose(service: string, operator: string | null, date = WEDNESDAY) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${service}`) }));
  if (operator) await user.click(await screen.findByRole('button', { name: operator }));
  const day = await screen.findByRole('button', { name: dayLabel(date) });
  await user.click(day);
  return user;
}

const dayLabel = (date: string) =>
  ({
    '2026-03-10': 'martedì 10 marzo, oggi',
    '2026-03-11': 'mercoledì 11 marzo',
    '2026-03-12': 'giovedì 12 marzo, al completo',
    '2026-03-15': 'domenica 15 marzo, chiuso',
    '2026-03-16': 'lunedì 16 marzo, chiuso',
  })[date] ?? date;

const times = () => screen.getByRole('list', { name: /^Orari di/ });
const cell = (time: string) =>
  within(times())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(time)) as HTMLElement;

describe('services', () => {
  it('offer the services with their minutes, then the operators who do the chosen one', async () => {
    mount(<BookingPage />);
    const user = userEvent.setup();
    const services = await screen.findByRole('group', { name: 'Servizio' });
    expect(
      within(services)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Taglio30 min', 'Colore90 min', 'PiegaCon shampoo45 min · 18,50 €']);
    // No calendar before a service.
    expect(screen.getByText('Scegli un servizio per vedere i giorni liberi.')).toBeTruthy();
    await user.click(within(services).getByRole('button', { name: /^Colore/ }));
    const operators = await screen.findByRole('group', { name: 'Operatore' });
    // Luca does no colore.
    expect(
      within(operators)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Qualsiasi operatore', 'Sara Bianchi']);
    await screen.findByRole('button', { name: dayLabel(WEDNESDAY) });
    const filters = datesAsked().at(-1) as URLSearchParams;
    expect(filters.get('filters[activityId]')).toBe('7');
    expect(filters.get('filters[bookingServiceId]')).toBe('2');
    expect(filters.get('filters[numberOfPeoples]')).toBe('1');
    expect(filters.get('filters[bookingOperatorId]')).toBeNull();
    expect(filters.get('filters[date]')).toBe(TODAY);

    await user.click(within(operators).getByRole('button', { name: 'Sara Bianchi' }));
    await waitFor(() => {
      expect(datesAsked().at(-1)?.get('filters[bookingOperatorId]')).toBe('1');
    });
  });

  it('offer the 35 days from today in a strip; closed and full days say why and cannot be chosen', async () => {
    mount(<BookingPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Taglio/ }));
    const strip = await screen.findByRole('group', { name: 'Giorno' });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(35);
    expect(days[0]?.dataset.date).toBe(TODAY);
    expect(days.at(-1)?.dataset.date).toBe('2026-04-13');
    const off = days.filter((d) => (d as HTMLButtonElement).disabled);
    const why = (date: string) => off.find((d) => d.dataset.date === date);
    expect(why('2026-03-12')?.textContent).toContain('Completo');
    expect(why('2026-03-12')?.dataset.state).toBe('full');
    expect(why('2026-03-15')?.textContent).toContain('Chiuso');
    expect(why('2026-03-15')?.dataset.state).toBe('closed');
    expect(why('2026-03-16')).toBeTruthy();
    expect(why(WEDNESDAY)).toBeUndefined();
    // The first day with a free start is chosen at once, its times shown.
    expect(days[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(days[0]?.getAttribute('aria-label')).toBe('martedì 10 marzo, oggi');
    expect(times()).toBeTruthy();
  });

  it('a tapped day brings its times into view; the arrows move along the strip', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      mount(<BookingPage />);
      const user = await choose('Taglio', null);
      const section = screen.getByRole('region', { name: 'Orario' });
      expect(scrolled).toContain(section);
      expect(within(section).getByText('Mercoledì 11 marzo')).toBeTruthy();
      const wednesday = screen.getByRole('button', { name: dayLabel(WEDNESDAY) });
      expect(wednesday.tabIndex).toBe(0);
      wednesday.focus();
      await user.keyboard('{ArrowRight}');
      // Thursday is full: the arrow goes on to Friday.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'venerdì 13 marzo' }));
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: dayLabel(TODAY) }));
    } finally {
      // jsdom has none.
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
  it("never offer today's past times", async () => {
    mount(<BookingPage />);
    await choose('Taglio', null, TODAY);
    const starts = within(times())
      .getAllByRole('listitem')
      .map((li) => li.textContent?.slice(0, 5));
    expect(starts[0]).toBe('10:15');
    expect(starts).not.toContain('10:00');
  });
});

describe('the day view', () => {
  it('shows my bookings in their colour and label, others grey "Non disponibile" and nothing else', async () => {
    mount(<BookingPage />);
    await choose('Taglio', 'Sara Bianchi');
    // Someone else's 10:00–10:30 with Sara: grey, no name, no service.
    for (const time of ['10:00', '10:15']) {
      const c = cell(time);
      expect(c.textContent).toBe(`${time}Non disponibile`);
      expect(c.dataset.kind).toBe('busy');
      expect(getComputedStyle(c).backgroundColor).toBe(rgb(BUSY_COLORS.background));
    }
    // Mine waiting (orange), confirmed (green).
    expect(cell('11:00').textContent).toBe('11:00In attesa');
    expect(getComputedStyle(cell('11:00')).backgroundColor).toBe(rgb(STATUS_COLORS.I.background));
    expect(cell('12:15').textContent).toBe('12:15In attesa');
    expect(cell('15:00').textContent).toBe('15:00Confermata');
    expect(getComputedStyle(cell('15:00')).backgroundColor).toBe(rgb(STATUS_COLORS.Y.background));
    // Lunch is not offered; a free start is a button.
    expect(cell('13:00')).toBeUndefined();
    expect(within(cell('10:30')).getByRole('button', { name: '10:30' })).toBeTruthy();
    // The cancelled one frees its time, and shows red in the day's list with its label.
    expect(within(cell('16:00')).getByRole('button', { name: '16:00' })).toBeTruthy();
    const day = within(screen.getByTestId('day-bookings'));
    const chips = day.getAllByText(/^(Confermata|In attesa|Annullata)$/);
    expect(chips.map((c) => c.textContent)).toEqual(['In attesa', 'Confermata', 'Annullata']);
    const red = chips[2]?.closest('[data-status]') as HTMLElement;
    expect(red.dataset.status).toBe('N');
    expect(getComputedStyle(red).backgroundColor).toBe(rgb(STATUS_COLORS.N.background));
    expect(day.getByText('Colore · Con Sara Bianchi')).toBeTruthy();
    // Nothing of others: no other id, name or service anywhere.
    expect(screen.queryByText(/Mario|cliente/i)).toBeNull();
  });

  it('with any operator, a time is grey only when every operator is busy', async () => {
    world.availability.busy.push({
      date: WEDNESDAY,
      startTime: '10:00',
      endTime: '10:30',
      bookingOperatorId: 2,
    });
    mount(<BookingPage />);
    await choose('Taglio', null);
    expect(cell('10:00').dataset.kind).toBe('busy');
  });
});

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('only starts that fit', () => {
  it('a 90-minute colore is not offered where it runs into a booking, my own, the lunch break or closing', async () => {
    mount(<BookingPage />);
    await choose('Colore', 'Sara Bianchi');
    const free = within(times())
      .getAllByRole('button')
      .map((b) => b.textContent);
    // 09:00–09:45 run into someone's 10:00; 10:30 into my own 11:00; 12:30 into lunch; 14:00
    // into my own 15:00 with Luca; 17:45 past closing.
    for (const time of ['09:00', '09:45', '10:30', '12:30', '14:00', '17:45', '18:00']) {
      expect(free).not.toContain(time);
    }
    expect(free[0]).toBe('15:30');
    expect(free.at(-1)).toBe('17:30');
    // Someone else's time grey, mine with its state; nothing sent.
    expect(cell('10:00').dataset.kind).toBe('busy');
    expect(cell('11:00').dataset.kind).toBe('mine');
    expect(posts()).toEqual([]);
  });

  it('shows the price and the description where the service is chosen', async () => {
    mount(<BookingPage />);
    const piega = await screen.findByRole('button', { name: /^Piega/ });
    expect(piega.textContent).toContain('Con shampoo');
    expect(piega.textContent).toContain('18,50 €');
  });
});

describe('booking', () => {
  it('posts the choice with an Idempotency-Key and says the request was sent', async () => {
    mount(<BookingPage />);
    const user = await choose('Taglio', 'Luca Verdi');
    await user.click(within(cell('09:30')).getByRole('button'));
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(summary.textContent).toContain('Taglio · 30 min');
    expect(summary.textContent).toContain('Con Luca Verdi');
    expect(summary.textContent).toContain('mercoledì 11 marzo alle 09:30');
    const reads = () => datesAsked().length;
    const before = reads();
    await user.click(within(summary).getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [post] = posts();
    expect(post?.body).toEqual({
      activityId: 7,
      date: WEDNESDAY,
      startTime: '09:30',
      numberOfPeople: 1,
      bookingService: { id: 1 },
      bookingOperator: { id: 2 },
    });
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The confirmation: SPEC's message for a request the salon has to accept, with its summary
    // and calendar entry (no snackbar over its buttons).
    const done = await screen.findByRole('region', {
      name: 'Richiesta di prenotazione inviata correttamente',
    });
    expect(snackStore.get()).toBeNull();
    expect(document.activeElement).toBe(within(done).getByRole('heading'));
    expect(done.textContent).toContain('mercoledì 11-03-2026 alle 09:30');
    expect(done.textContent).toContain('09:30–10:00');
    expect(done.textContent).toContain('Taglio');
    expect(done.textContent).toContain('Con Luca Verdi');
    expect(within(done).getByText('In attesa')).toBeTruthy();
    const ics = within(done).getByRole('link', { name: 'Aggiungi al calendario' });
    expect(ics.getAttribute('download')).toMatch(/^booking-\d+\.ics$/);
    const entry = decodeURIComponent(ics.getAttribute('href')?.split(',')[1] ?? '');
    expect(entry).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // 09:30 in Rome's winter time is 08:30 UTC.
    expect(entry).toContain('DTSTART:20260311T083000Z\r\n');
    expect(entry).toContain('DTEND:20260311T090000Z\r\n');
    expect(entry).toMatch(/SUMMARY:Taglio — .+\r\n/);
    const google = within(done).getByRole('link', { name: 'Google Calendar' });
    const q = new URL(google.getAttribute('href') ?? '').searchParams;
    expect(q.get('dates')).toBe('20260311T083000Z/20260311T090000Z');
    expect(screen.queryByRole('region', { name: 'Riepilogo' })).toBeNull();
    // The calendar is read again (the new booking shows there); another booking starts over.
    await waitFor(() => expect(reads()).toBe(before + 1));
    await user.click(within(done).getByRole('button', { name: 'Nuova prenotazione' }));
    expect(await screen.findByRole('group', { name: 'Giorno' })).toBeTruthy();
  });

  it('an activity that confirms at once: the confirmation says confirmed', async () => {
    world.confirmAtOnce = true;
    mount(<BookingPage />);
    const user = await choose('Taglio', 'Luca Verdi');
    await user.click(within(cell('09:30')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    const done = await screen.findByRole('region', { name: 'Prenotazione confermata' });
    expect(within(done).getByText('Confermata')).toBeTruthy();
  });

  it('at the limit of upcoming bookings, says so before a time is picked and sends nothing', async () => {
    world.settings = { ...SETTINGS, maxUpcomingBookings: 2 };
    world.availability = availability(world.settings, {
      mine: [
        booking({ id: 70, date: '2026-03-13', startTime: '10:00', endTime: '10:30' }),
        booking({ id: 71, date: '2026-03-14', startTime: '10:00', endTime: '10:30' }),
        // A cancelled one does not count.
        booking({ id: 72, date: '2026-03-17', startTime: '10:00', confirmed: 'N' }),
      ],
    });
    serve(api, world);
    mount(<BookingPage />);
    const user = await choose('Taglio', 'Luca Verdi');
    expect((await screen.findByTestId('too-many-bookings')).textContent).toBe(
      'Hai già 2 prenotazioni in programma: è il massimo per questa attività',
    );
    await user.click(within(cell('09:30')).getByRole('button'));
    const send = screen.getByRole('button', { name: 'Prenota' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it('a fairness refusal shows the server message in the user language', async () => {
    api.refuse(
      'post',
      '/api/app/bookings',
      422,
      'Hai già 3 prenotazioni in programma: non puoi prenotarne altre',
      'too_many_bookings',
    );
    mount(<BookingPage />);
    const user = await choose('Taglio', 'Luca Verdi');
    await user.click(within(cell('09:30')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message: 'Hai già 3 prenotazioni in programma: non puoi prenotarne altre',
        timeout: 3500,
      }),
    );
    // The choice stays: the summary is still there.
    expect(screen.getByRole('region', { name: 'Riepilogo' })).toBeTruthy();
  });

  it("with any operator, sends none; the server's refusal shows for 3500 ms and a retry sends the same key", async () => {
    api.refuse(
      'post',
      '/api/app/bookings',
      409,
      'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio',
      'slot_taken',
    );
    mount(<BookingPage />);
    const user = await choose('Taglio', null);
    await user.click(within(cell('09:30')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message:
          'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio',
        timeout: 3500,
      }),
    );
    expect(posts()[0]?.body).toMatchObject({ bookingOperator: null, bookingService: { id: 1 } });
    await user.click(await screen.findByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = keys();
    expect(second).toBe(first);
    // Another time is another request: another key.
    await user.click(within(cell('09:45')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(keys()[2]).not.toBe(first);
  });

  it('N: no operator to choose, the activity itself is booked', async () => {
    world.bookingType = 'N';
    world.availability.busy = [
      { date: WEDNESDAY, startTime: '09:00', endTime: '09:30', bookingOperatorId: null },
    ];
    mount(<BookingPage />);
    const user = await choose('Piega', null);
    expect(screen.queryByRole('group', { name: 'Operatore' })).toBeNull();
    expect(cell('09:00').dataset.kind).toBe('busy');
    await user.click(within(cell('09:30')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ bookingService: { id: 3 }, bookingOperator: null });
  });
});
