import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BookingType, ClosureHit, WeeklyRange } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, wideScreen } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import {
  type BookingClosure,
  type BookingOperator,
  type BookingService,
  type BookingSettings,
  bookingClosure,
  bookingOperator,
  bookingService,
  bookingSettings,
} from '../../../testing/fixtures/booking.ts';
import BookingSettingsPage from './BookingSettingsPage.tsx';

const api = serveApi();

const A = '/api/activities/7';

const settings = (bookingType: BookingType = 'NO') =>
  bookingSettings({ bookingNumberOfHour: 20, bookingType });
const TAGLIO = bookingService({ id: 1, name: 'Taglio', duration: 30 });
const COLORE = bookingService({ id: 2, name: 'Colore', duration: 90 });
const ANNA = bookingOperator({ id: 11, name: 'Anna', surname: 'Rossi', bookingServiceIds: [1, 2] });

/** What changed something: not the reads, nor the closure's warning (it writes nothing). */
const writes = () =>
  api.calls().filter((c) => c.method !== 'GET' && !c.url.endsWith('/booking-closures/hits'));

interface World {
  settings: BookingSettings;
  services?: BookingService[];
  operators?: BookingOperator[];
  closures?: BookingClosure[];
  /** The bookings a new closure hits (issue 26). */
  hits?: ClosureHit[];
  hours?: WeeklyRange[];
}

/** Reads answer the world; writes answer the body back with an id (a test refuses them). */
function serve(w: World) {
  api.answer('get', '/api/activities/{id}/booking-settings', w.settings);
  api.list('/api/activities/{id}/bookingservices', w.services ?? []);
  api.list('/api/activities/{id}/bookingoperators', w.operators ?? []);
  api.answer('get', '/api/activities/{activityId}/booking-closures', w.closures ?? []);
  api.answer('put', '/api/activities/{id}/booking-settings', ({ body }) => ({
    ...w.settings,
    ...body,
  }));
  api.answer('post', '/api/activities/{id}/bookingservices', ({ body }) => ({
    id: 99,
    ...body,
  }));
  api.answer('put', '/api/activities/{activityId}/bookingservices/{id}', ({ body, params }) => ({
    id: Number(params.id),
    ...body,
  }));
  api.answer('delete', '/api/activities/{activityId}/bookingservices/{id}', { deleted: true });
  api.answer('post', '/api/activities/{id}/bookingoperators', ({ body }) => ({
    id: 99,
    ...body,
  }));
  api.answer('put', '/api/activities/{activityId}/bookingoperators/{id}', ({ body, params }) => ({
    id: Number(params.id),
    ...body,
  }));
  api.answer('delete', '/api/activities/{activityId}/bookingoperators/{id}', { deleted: true });
  api.answer('post', '/api/activities/{activityId}/booking-closures', ({ body }) => {
    const { tell, reason: _, ...closure } = body;
    return { id: 99, ...closure, cancelled: tell ? (w.hits ?? []).map((h) => h.id) : [] };
  });
  api.answer('post', '/api/activities/{activityId}/booking-closures/hits', w.hits ?? []);
  api.answer('get', '/api/activities/{activityId}/booking-hours', { hours: w.hours ?? [] });
  api.answer('put', '/api/activities/{activityId}/booking-hours', ({ body }) => body);
  api.answer('delete', '/api/activities/{activityId}/booking-closures/{id}', { deleted: true });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('settings form', () => {
  it('shows the booking type read only and refuses closing before opening, sending nothing', async () => {
    serve({ settings: settings('NO') });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Orari e regole' });
    const type = await within(form).findByLabelText('Tipo di prenotazione');
    expect((type as HTMLInputElement).value).toBe('Servizi con operatore');
    expect(type.hasAttribute('readonly')).toBe(true);
    // Seats count only for tables.
    expect(within(form).queryByLabelText(/Posti per fascia/)).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Chiusura'), '08:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText("La chiusura deve venire dopo l'apertura")).toBeTruthy();
    expect(within(form).getByLabelText('Chiusura').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('saves every field, without the activity in the body, and says so', async () => {
    serve({ settings: settings('R') });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Orari e regole' });
    await userEvent.selectOptions(await within(form).findByLabelText('Apertura'), '18:00');
    await userEvent.selectOptions(within(form).getByLabelText('Chiusura'), '24:00');
    await userEvent.selectOptions(within(form).getByLabelText('Intervallo degli orari'), '30');
    const seats = within(form).getByLabelText(/Posti per fascia/);
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(within(form).getByRole('switch', { name: /Conferma subito/ }));
    await userEvent.selectOptions(within(form).getByLabelText('Ora del promemoria'), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Da 1 a 10000 posti')).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.clear(seats);
    await userEvent.type(seats, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Impostazioni salvate' }),
    );
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: `${A}/booking-settings`,
        body: {
          startTime: '18:00',
          endTime: '24:00',
          timeCalendar: 30,
          bookingNumberOfHour: 40,
          confirmOnArrival: true,
          reminderHour: 9,
          maxUpcomingBookings: 3,
          maxPartySize: 12,
          cancelCutoffHours: null,
        },
      },
    ]);
    // Tables: no services, no operators.
    expect(screen.queryByRole('region', { name: 'Servizi' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Operatori' })).toBeNull();
    expect(api.calls().some((c) => c.url.includes('bookingservices'))).toBe(false);
  });

  it('issue 26: edits the fair limits, refusing out of bounds, a blank cut-off sent as null', async () => {
    serve({ settings: settings('R') });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Orari e regole' });
    const upcoming = await within(form).findByLabelText(/Prenotazioni in programma per cliente/);
    const party = within(form).getByLabelText(/Persone per tavolo al massimo/);
    const cutoff = within(form).getByLabelText(/Annullamento fino a quante ore prima/);
    expect((upcoming as HTMLInputElement).value).toBe('3');
    expect((cutoff as HTMLInputElement).value).toBe('');
    await userEvent.clear(party);
    await userEvent.type(party, '0');
    await userEvent.type(cutoff, '721');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Da 1 a 1000')).toBeTruthy();
    expect(within(form).getByText('Vuoto, oppure da 1 a 720 ore')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.clear(party);
    await userEvent.type(party, '20');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '24');
    await userEvent.clear(upcoming);
    await userEvent.type(upcoming, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({
      maxUpcomingBookings: 5,
      maxPartySize: 20,
      cancelCutoffHours: 24,
    });
  });

  it('issue 26: the table limit shows only for tables; a service has its capacity', async () => {
    serve({ settings: settings('NO'), services: [TAGLIO] });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Orari e regole' });
    await within(form).findByLabelText(/Prenotazioni in programma per cliente/);
    expect(within(form).queryByLabelText(/Persone per tavolo al massimo/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Taglio' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica servizio' });
    const capacity = within(dialog).getByLabelText(/Persone per prenotazione/);
    expect((capacity as HTMLInputElement).value).toBe('1');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]?.body).toMatchObject({ name: 'Taglio', capacity: 4 });
  });

  it("shows the server's refusal of the hours under the closing time", async () => {
    serve({ settings: settings('N') });
    api.refuse(
      'put',
      '/api/activities/{id}/booking-settings',
      400,
      'Chiusura prima di apertura',
      'invalid_hours',
    );
    renderPage();
    const form = await screen.findByRole('region', { name: 'Orari e regole' });
    await within(form).findByLabelText('Apertura');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Chiusura prima di apertura')).toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('reads on a desk beside the lists, in another language', async () => {
    wideScreen();
    await setLanguage('de');
    serve({ settings: settings('RO') });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Zeiten und Regeln' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Räume' })).toBeTruthy();
    expect(await screen.findByLabelText(/Plätze pro Zeitfenster/)).toBeTruthy();
  });
});

describe('services', () => {
  it('lists the services with their duration and adds one after checking it', async () => {
    serve({ settings: settings('NO'), services: [COLORE, TAGLIO] });
    renderPage();
    const services = await section('Servizi');
    const list = await within(services).findByRole('list', { name: 'Servizi' });
    expect(within(list).getByText('Taglio')).toBeTruthy();
    expect(within(list).getByText('90 min')).toBeTruthy();
    await userEvent.click(within(services).getByRole('button', { name: 'Nuovo servizio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo servizio' });
    await userEvent.type(within(dialog).getByLabelText(/Durata in minuti/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Da 5 a 600 minuti')).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Nome/), ' Piega ');
    await userEvent.type(within(dialog).getByLabelText(/Durata in minuti/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: `${A}/bookingservices`,
        body: { name: 'Piega', duration: 35, price: null, description: null, capacity: 1 },
      },
    ]);
    expect(snackStore.get()).toMatchObject({ message: 'Servizio aggiunto' });
  });

  it('edits a service, a name in use shown under the name', async () => {
    serve({ settings: settings('N'), services: [COLORE, TAGLIO] });
    // The name Taglio is taken; the next name sent is not.
    api.refuse(
      'put',
      '/api/activities/{activityId}/bookingservices/{id}',
      409,
      'Esiste già un servizio con il nome Taglio',
      'service_name_taken',
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Colore' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica servizio' });
    const name = within(dialog).getByLabelText(/^Nome/);
    expect((name as HTMLInputElement).value).toBe('Colore');
    await userEvent.clear(name);
    await userEvent.type(name, 'Taglio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Esiste già un servizio con il nome Taglio'),
    ).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(writes().at(-1)?.body).toEqual({
      name: 'Taglio',
      duration: 90,
      price: null,
      description: null,
      capacity: 1,
    });
    api.answer('put', '/api/activities/{activityId}/bookingservices/{id}', ({ body }) => ({
      id: 2,
      ...body,
    }));
    await userEvent.clear(name);
    await userEvent.type(name, 'Colore lungo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().at(-1)).toEqual({
      method: 'PUT',
      url: `${A}/bookingservices/2`,
      body: { name: 'Colore lungo', duration: 90, price: null, description: null, capacity: 1 },
    });
  });

  it('asks before removing a service, then removes it', async () => {
    serve({ settings: settings('NO'), services: [TAGLIO] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi Taglio' }));
    const confirm = screen.getByRole('dialog', { name: 'Rimuovi servizio' });
    expect(within(confirm).getByText(/Vuoi rimuovere Taglio\?/)).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'DELETE', url: `${A}/bookingservices/1`, body: undefined },
      ]),
    );
  });
});

describe('operators', () => {
  it('adds an operator with the services they do, ticked one by one', async () => {
    serve({ settings: settings('NO'), services: [COLORE, TAGLIO], operators: [ANNA] });
    renderPage();
    const operators = await screen.findByRole('region', { name: 'Operatori' });
    expect(await within(operators).findByText('Anna Rossi')).toBeTruthy();
    expect(within(operators).getByText('Colore, Taglio')).toBeTruthy();
    await userEvent.click(within(operators).getByRole('button', { name: 'Nuovo operatore' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo operatore' });
    expect(within(dialog).queryByLabelText(/^Posti/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Bruno');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Taglio' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: `${A}/bookingoperators`,
        body: { name: 'Bruno', surname: null, seats: null, bookingServiceIds: [1], hours: [] },
      },
    ]);
  });

  it('edits an operator: a service unticked, a refusal of the server shown in the dialog', async () => {
    serve({ settings: settings('NO'), services: [COLORE, TAGLIO], operators: [ANNA] });
    api.refuse(
      'put',
      '/api/activities/{activityId}/bookingoperators/{id}',
      400,
      'Uno dei servizi scelti non è più disponibile',
      'unknown_booking_service',
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Anna Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica operatore' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Colore' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Uno dei servizi scelti non è più disponibile',
    );
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: `${A}/bookingoperators/11`,
        body: { name: 'Anna', surname: 'Rossi', seats: null, bookingServiceIds: [1], hours: [] },
      },
    ]);
  });

  it('names them rooms with their seats for tables by room (RO)', async () => {
    serve({
      settings: settings('RO'),
      operators: [{ ...ANNA, name: 'Veranda', surname: null, bookingServiceIds: [], seats: 1 }],
    });
    renderPage();
    const rooms = await screen.findByRole('region', { name: 'Sale' });
    expect(await within(rooms).findByText('1 posto')).toBeTruthy();
    await userEvent.click(within(rooms).getByRole('button', { name: 'Nuova sala' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuova sala' });
    expect(within(dialog).queryByLabelText(/Cognome/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Nome della sala/), 'Giardino');
    await userEvent.type(within(dialog).getByLabelText(/^Posti/), '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]?.body).toEqual({
      name: 'Giardino',
      surname: null,
      seats: 24,
      bookingServiceIds: [],
      hours: [],
    });
  });
});

describe('closed days and times', () => {
  const none = {
    date: null,
    dateTo: null,
    weekday: null,
    startTime: null,
    endTime: null,
    bookingOperatorId: null,
  };
  const closures = [
    bookingClosure({ id: 3, date: '2026-12-25' }),
    bookingClosure({ id: 2, weekday: 3, bookingOperatorId: 11 }),
    bookingClosure({ id: 1, weekday: 7 }),
    bookingClosure({ id: 4, startTime: '13:00', endTime: '14:30' }),
  ];

  it('lists them in words: every day first, then each week, then the dates', async () => {
    serve({ settings: settings('NO'), operators: [ANNA], closures });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Chiusure' });
    await within(list).findByText('Anna Rossi', { exact: false });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Ogni giorno13:00–14:30',
      'Ogni mercoledìTutto il giorno · Anna Rossi',
      'Ogni domenicaTutto il giorno',
      '25-12-2026Tutto il giorno',
    ]);
  });

  it('adds a weekly closed day, then a lunch break after checking its times', async () => {
    serve({ settings: settings('N') });
    renderPage();
    const closuresSection = await screen.findByRole('region', { name: 'Chiusure' });
    await userEvent.click(
      await within(closuresSection).findByRole('button', { name: 'Nuova chiusura' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Nuova chiusura' });
    // No operators (N): the closure is the activity's.
    expect(within(dialog).queryByLabelText('Per chi')).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Giorno della settimana'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(closuresSection).getByRole('button', { name: 'Nuova chiusura' }));
    dialog = screen.getByRole('dialog', { name: 'Nuova chiusura' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Quando'), 'daily');
    expect(within(dialog).queryByRole('switch', { name: 'Tutto il giorno' })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Dalle'), '14:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Alle'), '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText("La fine deve venire dopo l'inizio")).toBeTruthy();
    expect(writes()).toHaveLength(1);
    await userEvent.selectOptions(within(dialog).getByLabelText('Alle'), '15:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      { method: 'POST', url: `${A}/booking-closures`, body: { ...none, weekday: 1 } },
      {
        method: 'POST',
        url: `${A}/booking-closures`,
        body: { ...none, startTime: '14:00', endTime: '15:30' },
      },
    ]);
  });

  it("adds a holiday and an operator's day off; a date is required", async () => {
    serve({ settings: settings('NO'), operators: [ANNA] });
    renderPage();
    const closuresSection = await screen.findByRole('region', { name: 'Chiusure' });
    await userEvent.click(
      await within(closuresSection).findByRole('button', { name: 'Nuova chiusura' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nuova chiusura' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Quando'), 'date');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Scegli una data')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Data/), '2026-08-14');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Tutto il giorno' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Dalle'), '15:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Alle'), '24:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Per chi'), 'Anna Rossi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: `${A}/booking-closures`,
        body: {
          date: '2026-08-14',
          dateTo: null,
          weekday: null,
          startTime: '15:00',
          endTime: '24:00',
          bookingOperatorId: 11,
        },
      },
    ]);
  });

  it('asks before deleting one, naming it', async () => {
    serve({ settings: settings('N'), closures: [bookingClosure({ id: 1, weekday: 7 })] });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Elimina la chiusura: Ogni domenica, Tutto il giorno',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Elimina chiusura' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'DELETE', url: `${A}/booking-closures/1`, body: undefined },
      ]),
    );
    expect(snackStore.get()).toMatchObject({ message: 'Chiusura eliminata' });
  });
});

describe('issue 25: prices and working hours', () => {
  it('sends a service’s price typed with a comma and its description, and shows the price', async () => {
    serve({
      settings: settings('NO'),
      services: [{ ...COLORE, price: 45.5, description: 'Piega inclusa' }, TAGLIO],
    });
    renderPage();
    const services = await section('Servizi');
    expect(await within(services).findByText('90 min · 45,50 €')).toBeTruthy();
    await userEvent.click(within(services).getByRole('button', { name: 'Nuovo servizio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo servizio' });
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Piega');
    await userEvent.type(within(dialog).getByLabelText(/Durata in minuti/), '30');
    await userEvent.type(within(dialog).getByLabelText(/Prezzo in euro/), '18,5x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Un prezzo in euro, per esempio 25,50')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/Prezzo in euro/));
    await userEvent.type(within(dialog).getByLabelText(/Prezzo in euro/), '18,50');
    await userEvent.type(within(dialog).getByLabelText(/Descrizione/), 'Con shampoo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]?.body).toEqual({
      name: 'Piega',
      duration: 30,
      price: 18.5,
      description: 'Con shampoo',
      capacity: 1,
    });
  });

  it('gives an operator own hours: the working week to start from, a day off, shorter hours', async () => {
    serve({ settings: settings('NO'), services: [COLORE, TAGLIO], operators: [ANNA] });
    renderPage();
    const operators = await screen.findByRole('region', { name: 'Operatori' });
    await userEvent.click(
      await within(operators).findByRole('button', { name: 'Modifica Anna Rossi' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica operatore' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ha orari propri' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Togli la fascia 09:00–19:00 di venerdì' }),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Alle (lunedì)'), '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]?.body).toMatchObject({
      hours: [
        { day: 1, startTime: '09:00', endTime: '13:00' },
        { day: 2, startTime: '09:00', endTime: '19:00' },
        { day: 3, startTime: '09:00', endTime: '19:00' },
        { day: 4, startTime: '09:00', endTime: '19:00' },
      ],
    });
  });

  it('gives an operator a lunch break as a second range, and refuses ranges that overlap', async () => {
    serve({ settings: settings('NO'), services: [COLORE, TAGLIO], operators: [ANNA] });
    renderPage();
    const operators = await screen.findByRole('region', { name: 'Operatori' });
    await userEvent.click(
      await within(operators).findByRole('button', { name: 'Modifica Anna Rossi' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifica operatore' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ha orari propri' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Alle (martedì)'), '13:00');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Aggiungi una fascia oraria a martedì' }),
    );
    const [, second] = within(dialog).getAllByLabelText('Dalle (martedì)');
    await userEvent.selectOptions(second as HTMLElement, '12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Si sovrappone a un altro orario dello stesso giorno'),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.selectOptions(second as HTMLElement, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]?.body).toMatchObject({
      hours: expect.arrayContaining([
        { day: 2, startTime: '09:00', endTime: '13:00' },
        { day: 2, startTime: '15:00', endTime: '19:00' },
      ]),
    });
  });
});

describe('issue 26: hours per day and the closure warning', () => {
  const HIT: ClosureHit = {
    id: 41,
    date: '2026-12-24',
    startTime: '10:00',
    endTime: '10:30',
    confirmed: 'Y',
    customer: 'Giulia Verdi',
    serviceName: 'Taglio',
    operatorName: 'Anna',
  };

  it('lists the bookings a closure across dates hits; telling cancels them with the reason', async () => {
    serve({ settings: settings('NO'), operators: [ANNA], hits: [HIT] });
    renderPage();
    const closuresSection = await section('Chiusure');
    await userEvent.click(
      await within(closuresSection).findByRole('button', { name: 'Nuova chiusura' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Nuova chiusura' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Quando'), 'range');
    await userEvent.type(within(dialog).getByLabelText(/^Dal/), '2026-12-24');
    await userEvent.type(within(dialog).getByLabelText(/^Al \(compreso\)/), '2026-12-23');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Scegli una data dopo la prima')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/^Al \(compreso\)/));
    await userEvent.type(within(dialog).getByLabelText(/^Al \(compreso\)/), '2026-12-27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    dialog = await screen.findByRole('dialog', { name: 'Prenotazioni nella chiusura' });
    expect(within(dialog).getByText('Questa chiusura tocca 1 prenotazione:')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Prenotazioni toccate' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      '24-12-2026 10:00–10:30 · Giulia VerdiTaglio · Anna · Confermata',
    );
    // Nothing saved before the owner chooses.
    expect(writes()).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Avvisa il cliente: la prenotazione viene annullata',
      }),
    );
    await userEvent.type(within(dialog).getByLabelText('Motivo per i clienti'), 'Ferie di Natale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva chiusura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const range = {
      date: '2026-12-24',
      dateTo: '2026-12-27',
      weekday: null,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    };
    expect(api.calls().filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `${A}/booking-closures/hits`, body: range },
      {
        method: 'POST',
        url: `${A}/booking-closures`,
        body: { ...range, tell: true, reason: 'Ferie di Natale' },
      },
    ]);
    await waitFor(() =>
      expect(snackStore.get()?.message).toBe('Chiusura aggiunta, 1 prenotazione annullata'),
    );
  });

  it('saves without telling (the bookings stay), and at once when it hits nothing', async () => {
    serve({ settings: settings('N'), hits: [HIT] });
    renderPage();
    const closuresSection = await section('Chiusure');
    await userEvent.click(
      await within(closuresSection).findByRole('button', { name: 'Nuova chiusura' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nuova chiusura' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Quando'), 'date');
    await userEvent.type(within(dialog).getByLabelText(/^Data/), '2026-12-24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const warning = await screen.findByRole('dialog', { name: 'Prenotazioni nella chiusura' });
    expect(within(warning).getByText('Senza avviso le prenotazioni restano valide')).toBeTruthy();
    await userEvent.click(within(warning).getByRole('button', { name: 'Salva chiusura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: `${A}/booking-closures`,
        body: {
          date: '2026-12-24',
          dateTo: null,
          weekday: null,
          startTime: null,
          endTime: null,
          bookingOperatorId: null,
        },
      },
    ]);
  });

  it('in English, the warning and its choice', async () => {
    await setLanguage('gb');
    serve({ settings: settings('N'), hits: [HIT, { ...HIT, id: 42, confirmed: 'I' }] });
    renderPage();
    const closuresSection = await section('Closures');
    await userEvent.click(
      await within(closuresSection).findByRole('button', { name: 'New closure' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'New closure' });
    await userEvent.selectOptions(within(dialog).getByLabelText('When'), 'date');
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('dialog', { name: 'Bookings in the closure' });
    expect(within(warning).getByText('This closure hits 2 bookings:')).toBeTruthy();
    expect(
      within(warning).getByRole('checkbox', {
        name: 'Tell the 2 customers: the bookings are cancelled',
      }),
    ).toBeTruthy();
  });

  it('edits the hours per day: a Thursday evening, saved as ranges', async () => {
    serve({ settings: settings('N') });
    renderPage();
    const hours = await section('Orari per giorno');
    expect(within(hours).getByText('Altrimenti ogni giorno dalle 09:00 alle 19:00')).toBeTruthy();
    await userEvent.click(within(hours).getByRole('switch', { name: 'Orari diversi per giorno' }));
    await userEvent.click(within(hours).getByRole('button', { name: 'Salva orari' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: `${A}/booking-hours`,
      body: { hours: expect.arrayContaining([{ day: 4, startTime: '09:00', endTime: '19:00' }]) },
    });
  });

  it('says the opening and closing give way to the hours per day once those are saved', async () => {
    serve({
      settings: settings('N'),
      hours: [{ day: 4, startTime: '09:00', endTime: '21:00' }],
    });
    renderPage();
    const rules = await section('Orari e regole');
    expect(
      await within(rules).findByText(
        'Valgono gli orari per giorno, più sotto: apertura e chiusura qui contano solo senza di essi.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of the kind while no hours per day are saved', async () => {
    serve({ settings: settings('N') });
    renderPage();
    const rules = await section('Orari e regole');
    await within(await section('Orari per giorno')).findByText(
      'Altrimenti ogni giorno dalle 09:00 alle 19:00',
    );
    expect(within(rules).queryByText(/Valgono gli orari per giorno/)).toBeNull();
  });
});
