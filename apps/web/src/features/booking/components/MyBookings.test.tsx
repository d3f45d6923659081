// "Le mie prenotazioni" (issue 16): the customer's bookings with their day in the user's
// language, times, what and with whom, and their state's label and colour; cancel asks first,
// sends SPEC's PUT and reads the list again; a started or cancelled booking offers no cancel;
// the server's refusal of a cancellation (the activity's cut-off) is shown in its words; the tab
// is kept in the address; offline, the last known list with its time.
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { notify, snackStore } from '../../../lib/notify.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { jwt, keptThenOffline, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { myBookingsQueryOptions } from '../api/my-bookings.ts';
import BookingPage from '../pages/BookingPage.tsx';
import TableBookingPage from '../pages/TableBookingPage.tsx';
import {
  availability,
  booking,
  mount,
  NOW,
  OPERATORS,
  SETTINGS,
  serve,
  type World,
} from '../testing.tsx';
import { STATUS_COLORS } from './status.ts';

const api = serveApi();

const sara = { id: 1, name: 'Sara', surname: 'Bianchi' };
const colore = { id: 2, name: 'Colore', duration: 90 };
const taglio = { id: 1, name: 'Taglio', duration: 30 };

let world: World;
/** Calls sent since the test's mark (the offline test starts counting after its first read). */
let mark = 0;
const sent = () => api.calls().slice(mark);

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  notify.close();
  world = {
    bookingType: 'NO',
    settings: SETTINGS,
    operators: OPERATORS,
    availability: availability(SETTINGS),
    // Upcoming first, then past ones newest first, as the server lists them.
    mine: [
      booking({
        id: 50,
        date: '2026-03-11',
        startTime: '11:00',
        endTime: '12:30',
        confirmed: 'I',
        bookingService: colore,
        bookingOperator: sara,
      }),
      booking({
        id: 51,
        date: '2026-03-13',
        startTime: '15:00',
        endTime: '15:30',
        confirmed: 'Y',
        bookingService: taglio,
        bookingOperator: null,
      }),
      booking({
        id: 52,
        date: '2026-03-17',
        startTime: '09:00',
        endTime: '09:30',
        confirmed: 'N',
        endedBy: 'activity',
        ended: 'declined',
        reason: 'Sara è in ferie quel giorno',
        bookingService: taglio,
      }),
      // Today 10:00: started five minutes ago.
      booking({
        id: 53,
        date: '2026-03-10',
        startTime: '10:00',
        endTime: '10:30',
        confirmed: 'Y',
        bookingService: taglio,
      }),
    ],
  };
  mark = 0;
  serve(api, world);
});
afterEach(async () => {
  vi.useRealTimers();
  onlineStore.set(true);
  onlineManager.setOnline(true);
  await setLanguage('it');
});

const article = (name: string) => screen.getByRole('article', { name });

it('list each booking with its day, times, service, operator and state, in its colour', async () => {
  mount(<BookingPage />, '/booking?tab=mine');
  const first = within(await screen.findByRole('article', { name: 'mercoledì 11-03-2026' }));
  expect(first.getByText('11:00–12:30')).toBeTruthy();
  expect(first.getByText('Colore')).toBeTruthy();
  expect(first.getByText('Con Sara Bianchi')).toBeTruthy();
  const chip = first.getByText('In attesa').closest('[data-status]') as HTMLElement;
  expect(getComputedStyle(chip).backgroundColor).toBe('rgb(239, 108, 0)');
  expect(STATUS_COLORS.I.background).toBe('#EF6C00');
  expect(within(article('venerdì 13-03-2026')).getByText('Confermata')).toBeTruthy();
  // Declined by the salon: "Rifiutata", with its reason.
  const declined = within(article('martedì 17-03-2026'));
  expect(declined.getByText('Rifiutata')).toBeTruthy();
  expect(declined.getByTestId('booking-reason').textContent).toBe(
    'Motivo: Sara è in ferie quel giorno',
  );
  // Cancel only while not started and not cancelled.
  expect(
    screen
      .getAllByRole('button', { name: /^Annulla prenotazione/ })
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual([
    'Annulla prenotazione: mercoledì 11-03-2026 alle 11:00',
    'Annulla prenotazione: venerdì 13-03-2026 alle 15:00',
  ]);
  expect(screen.getByText('1–4 di 4')).toBeTruthy();
  // Each booking's day is the heading under the screen's title (axe: heading-order).
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'mercoledì 11-03-2026',
    'venerdì 13-03-2026',
    'martedì 17-03-2026',
    'martedì 10-03-2026',
  ]);
});

it('cancel asks first, sends confirm N with an e-mail to the activity, and reads the list again', async () => {
  mount(<BookingPage />, '/booking?tab=mine');
  const user = userEvent.setup();
  const cancel = await screen.findByRole('button', {
    name: 'Annulla prenotazione: mercoledì 11-03-2026 alle 11:00',
  });
  await user.click(cancel);
  let dialog = screen.getByRole('dialog', { name: 'Annulla prenotazione' });
  expect(
    within(dialog).getByText(
      'Vuoi davvero annullare la prenotazione di mercoledì 11-03-2026 alle 11:00?',
    ),
  ).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Indietro' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent().filter((s) => s.method === 'PUT')).toEqual([]);

  await user.click(cancel);
  dialog = screen.getByRole('dialog', { name: 'Annulla prenotazione' });
  await user.click(within(dialog).getByRole('button', { name: 'Annulla prenotazione' }));
  await waitFor(() => expect(sent().filter((s) => s.method === 'PUT')).toHaveLength(1));
  const [put] = sent().filter((s) => s.method === 'PUT');
  expect(put?.url).toBe('/api/bookings/confirm/50');
  expect(put?.body).toEqual({ confirm: 'N', sendEmailToActivity: 'Y' });
  await waitFor(() =>
    expect(within(article('mercoledì 11-03-2026')).getByText('Annullata')).toBeTruthy(),
  );
  expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Prenotazione annullata' });
  expect(
    within(article('mercoledì 11-03-2026')).queryByRole('button', { name: /^Annulla/ }),
  ).toBeNull();
});

it('reschedule opens the day strip and times for that booking and sends the move', async () => {
  mount(<BookingPage />, '/booking?tab=mine');
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', {
      name: 'Sposta prenotazione: mercoledì 11-03-2026 alle 11:00',
    }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Sposta prenotazione' }));
  const times = await dialog.findByRole('list', { name: /^Orari di / });
  const [first] = within(times).getAllByRole('button', { pressed: false });
  const time = first?.textContent?.match(/\d\d:\d\d/)?.[0];
  await user.click(first as HTMLElement);
  // The calendar is read as if the booking were not there (its own time offered again).
  const calendars = sent().filter((s) => s.url.startsWith('/api/app/bookings/dates'));
  expect(calendars.at(-1)?.url).toContain('filters[moving]=50');
  await user.click(dialog.getByRole('button', { name: 'Sposta qui' }));
  await waitFor(() => expect(sent().filter((s) => s.method === 'PUT')).toHaveLength(1));
  const [put] = sent().filter((s) => s.method === 'PUT');
  expect(put?.url).toBe('/api/app/bookings/50/move');
  expect(put?.body).toEqual({ date: expect.any(String), startTime: time });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Prenotazione spostata' });
});

it("a cancellation after the activity's cut-off shows the server's refusal and keeps the booking", async () => {
  api.refuse(
    'put',
    '/api/bookings/confirm/{id}',
    422,
    'Non puoi più annullare: mancano meno di 24 ore',
    'cancel_too_late',
  );
  mount(<BookingPage />, '/booking?tab=mine');
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', {
      name: 'Annulla prenotazione: mercoledì 11-03-2026 alle 11:00',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Annulla prenotazione' });
  await user.click(within(dialog).getByRole('button', { name: 'Annulla prenotazione' }));
  await waitFor(() =>
    expect(snackStore.get()).toMatchObject({
      kind: 'error',
      message: 'Non puoi più annullare: mancano meno di 24 ore',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(article('mercoledì 11-03-2026')).getByText('In attesa')).toBeTruthy();
});

it("past the activity's cut-off a booking says until when it could change, with no buttons; later ones keep them", async () => {
  world.settings = { ...SETTINGS, cancelCutoffHours: 48 };
  serve(api, world);
  mount(<BookingPage />, '/booking?tab=mine');
  // Wednesday 11:00 is 25 hours away: past a 48-hour cut-off.
  const soon = within(await screen.findByRole('article', { name: 'mercoledì 11-03-2026' }));
  expect(
    await soon.findByText(
      'Si può annullare o spostare fino a 48 ore prima dell’inizio: per cambiare contatta l’attività',
    ),
  ).toBeTruthy();
  expect(soon.queryByRole('button')).toBeNull();
  const later = within(article('venerdì 13-03-2026'));
  expect(later.getByRole('button', { name: /^Sposta prenotazione/ })).toBeTruthy();
  expect(later.getByRole('button', { name: /^Annulla prenotazione/ })).toBeTruthy();
});

it('the tab is kept in the address', async () => {
  mount(<BookingPage />, '/booking');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Le mie prenotazioni' }));
  expect(screen.getByLabelText('location').textContent).toBe('/booking?tab=mine');
  await screen.findByRole('article', { name: 'mercoledì 11-03-2026' });
  await user.click(screen.getByRole('tab', { name: 'Prenota' }));
  expect(screen.getByLabelText('location').textContent).toBe('/booking');
});

it('a table says its people and room, in the language chosen', async () => {
  world.mine = [
    booking({
      id: 60,
      date: '2026-03-14',
      startTime: '20:00',
      endTime: '22:00',
      numberOfPeople: 4,
      confirmed: 'Y',
      bookingOperator: { id: 12, name: 'Veranda', surname: null },
    }),
  ];
  await setLanguage('de');
  mount(<TableBookingPage />, '/booking/table?tab=mine');
  const row = within(await screen.findByRole('article', { name: 'Samstag 14-03-2026' }));
  expect(row.getByText('Tisch für 4 Personen')).toBeTruthy();
  expect(row.getByText('Raum: Veranda')).toBeTruthy();
  expect(row.getByText('Bestätigt')).toBeTruthy();
});

it('offline: the last known bookings with the time they were fetched', async () => {
  // The persister keeps the cache a second after the answer: by the real clock.
  vi.useRealTimers();
  const { client, fetchedAt } = await keptThenOffline(
    myBookingsQueryOptions(7, { page: 0, rowsPerPage: 15 }),
    '"startTime":"11:00"',
  );
  mark = api.calls().length;
  mount(<BookingPage />, '/booking?tab=mine', client);
  expect(within(article('mercoledì 11-03-2026')).getByText('In attesa')).toBeTruthy();
  const { date, time } = dateAndTime(fetchedAt);
  expect(screen.getByTestId('fetched-at').textContent).toBe(
    `Ultimo aggiornamento il ${date} alle ${time}`,
  );
  expect(sent().filter((s) => /^\/api\/activities\/7\/bookings(\?|$)/.test(s.url))).toEqual([]);
  client.clear();
});
