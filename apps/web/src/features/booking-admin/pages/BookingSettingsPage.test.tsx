import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  BookingClosure,
  BookingOperator,
  BookingService,
  BookingSettingsView,
  BookingType,
} from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership, wideScreen } from '../../../test-support.tsx';
import BookingSettingsPage from './BookingSettingsPage.tsx';

const A = '/api/activities/7';

const settings = (bookingType: BookingType = 'NO'): BookingSettingsView => ({
  startTime: '09:00',
  endTime: '19:00',
  timeCalendar: 15,
  bookingNumberOfHour: 20,
  confirmOnArrival: false,
  reminderHour: 18,
  bookingType,
  timeZone: 'Europe/Rome',
});
const TAGLIO: BookingService = { id: 1, name: 'Taglio', duration: 30 };
const COLORE: BookingService = { id: 2, name: 'Colore', duration: 90 };
const ANNA: BookingOperator = {
  id: 11,
  name: 'Anna',
  surname: 'Rossi',
  bookingServiceIds: [1, 2],
  seats: null,
};
const none = { date: null, weekday: null, startTime: null, endTime: null, bookingOperatorId: null };

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
const writes = () => calls.filter((c) => c.method !== 'GET');

interface World {
  settings: BookingSettingsView;
  services?: BookingService[];
  operators?: BookingOperator[];
  closures?: BookingClosure[];
  /** Answers to writes; by default the body back with an id. */
  write?: (c: Call) => Response | undefined;
}

function serve(w: World) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      method: init.method ?? 'GET',
      url: decodeURIComponent(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (call.method === 'GET') {
      if (call.url === `${A}/booking-settings`) return json(200, { data: w.settings });
      if (call.url === `${A}/bookingservices`) return json(200, { data: w.services ?? [] });
      if (call.url === `${A}/bookingoperators`) return json(200, { data: w.operators ?? [] });
      if (call.url === `${A}/booking-closures`) return json(200, { data: w.closures ?? [] });
      return json(404, { message: 'Elemento non trovato', code: 'not_found' });
    }
    const given = w.write?.(call);
    if (given) return given;
    if (call.method === 'DELETE') return json(200, { data: { deleted: true } });
    if (call.url === `${A}/booking-settings`) {
      return json(200, { data: { ...w.settings, ...(call.body as object) } });
    }
    return json(200, { data: { id: 99, ...(call.body as object) } });
  });
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
  calls = [];
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
        },
      },
    ]);
    // Tables: no services, no operators.
    expect(screen.queryByRole('region', { name: 'Servizi' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Operatori' })).toBeNull();
    expect(calls.some((c) => c.url.includes('bookingservices'))).toBe(false);
  });

  it("shows the server's refusal of the hours under the closing time", async () => {
    serve({
      settings: settings('N'),
      write: () => json(400, { message: 'Chiusura prima di apertura', code: 'invalid_hours' }),
    });
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
      { method: 'POST', url: `${A}/bookingservices`, body: { name: 'Piega', duration: 35 } },
    ]);
    expect(snackStore.get()).toMatchObject({ message: 'Servizio aggiunto' });
  });

  it('edits a service, a name in use shown under the name', async () => {
    serve({
      settings: settings('N'),
      services: [COLORE, TAGLIO],
      write: (c) =>
        (c.body as { name: string }).name === 'Taglio'
          ? json(409, {
              message: 'Esiste già un servizio con il nome Taglio',
              code: 'service_name_taken',
            })
          : undefined,
    });
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
    await userEvent.clear(name);
    await userEvent.type(name, 'Colore lungo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().at(-1)).toEqual({
      method: 'PUT',
      url: `${A}/bookingservices/2`,
      body: { name: 'Colore lungo', duration: 90 },
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
        body: { name: 'Bruno', surname: null, seats: null, bookingServiceIds: [1] },
      },
    ]);
  });

  it('edits an operator: a service unticked, a refusal of the server shown in the dialog', async () => {
    serve({
      settings: settings('NO'),
      services: [COLORE, TAGLIO],
      operators: [ANNA],
      write: () =>
        json(400, {
          message: 'Uno dei servizi scelti non è più disponibile',
          code: 'unknown_booking_service',
        }),
    });
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
        body: { name: 'Anna', surname: 'Rossi', seats: null, bookingServiceIds: [1] },
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
    });
  });
});

describe('closed days and times', () => {
  const closures: BookingClosure[] = [
    { ...none, id: 3, date: '2026-12-25' },
    { ...none, id: 2, weekday: 3, bookingOperatorId: 11 },
    { ...none, id: 1, weekday: 7 },
    { ...none, id: 4, startTime: '13:00', endTime: '14:30' },
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
          weekday: null,
          startTime: '15:00',
          endTime: '24:00',
          bookingOperatorId: 11,
        },
      },
    ]);
  });

  it('asks before deleting one, naming it', async () => {
    serve({ settings: settings('N'), closures: [{ ...none, id: 1, weekday: 7 }] });
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
