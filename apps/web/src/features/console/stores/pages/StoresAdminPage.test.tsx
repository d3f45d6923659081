// The stores screen of the console: the list as the server answers it (main first, hidden ones
// marked), the page from the address, the contract refusing before anything is sent, one keyed
// write with the exact body, the hours edited day by day, the question before a delete (cancel
// sends nothing) and the server's refusals shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StoreBody } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import { pageOf } from '../../../../testing/fixtures/page.ts';
import { store } from '../../../../testing/fixtures/stores.ts';
import StoresAdminPage from './StoresAdminPage.tsx';

const server = serveApi();

const LIST = '/api/activities/{activityId}/stores' as const;
const ONE = '/api/activities/{activityId}/stores/{id}' as const;

const CENTRO = store(1, {
  name: 'Centro',
  main: true,
  address: 'Via Indipendenza 12',
  city: 'Bologna',
  phone: '+39 051 234 5678',
  openingHours: [
    { day: 1, from: '09:00', to: '13:00' },
    { day: 1, from: '15:00', to: '19:30' },
    { day: 2, from: '09:00', to: '13:00' },
    { day: 2, from: '15:00', to: '19:30' },
    { day: 6, from: '09:00', to: '13:00' },
  ],
});
const FIERA = store(2, { name: 'Fiera', visible: false, city: 'Bologna' });

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

function mount({ entry = '/console/stores', stores = [CENTRO, FIERA], answer = () => {} } = {}) {
  server.list(LIST, ({ query }) => pageOf(stores, query), stores.length);
  answer();
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[entry]}>
        <StoresAdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const writes = () => server.calls().filter((c) => c.method !== 'GET');
const list = () => screen.findByRole('region', { name: "Negozi dell'attività" });
const card = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.findByRole('dialog');
const text = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const time = (name: string, n = 0) =>
  screen.getAllByRole('combobox', { name })[n] as HTMLSelectElement;

describe('the stores', () => {
  it('lists every store as the server orders it: main first, the hidden one marked', async () => {
    mount();
    const stores = await list();
    const [first, second] = within(stores).getAllByRole('article');
    expect(first?.getAttribute('aria-labelledby')).toBe('store-1-name');
    expect(within(first as HTMLElement).getByText('Principale')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Via Indipendenza 12, Bologna')).toBeTruthy();
    // The week in short: days with the same hours together.
    const texts = (role: string) =>
      within(first as HTMLElement)
        .getAllByRole(role)
        .map((d) => d.textContent);
    expect(texts('term')).toEqual(['lun–mar', 'mer–ven', 'sab', 'dom']);
    expect(texts('definition')).toEqual([
      '09:00–13:00, 15:00–19:30',
      'Chiuso',
      '09:00–13:00',
      'Chiuso',
    ]);
    expect(within(second as HTMLElement).getByText('Nascosto ai clienti')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('Principale')).toBeNull();
    expect(within(second as HTMLElement).getByText('Orari non indicati')).toBeTruthy();
    expect(server.calls().map((c) => c.url)).toEqual([
      '/api/activities/7/stores?page=1&rowsPerPage=15',
    ]);
  });

  it('reads the page the address names', async () => {
    const many = Array.from({ length: 22 }, (_, i) => store(i + 1, { name: `Negozio ${i + 1}` }));
    mount({ entry: '/console/stores?page=2&rowsPerPage=20', stores: many });
    const stores = await list();
    expect(
      within(stores)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['store-21-name', 'store-22-name']);
    expect(server.calls().map((c) => c.url)).toEqual([
      '/api/activities/7/stores?page=2&rowsPerPage=20',
    ]);
  });

  it('offers the first store when there is none: it becomes the main one', async () => {
    mount({
      stores: [],
      answer: () => server.answer('post', LIST, ({ body }) => store(9, { ...body })),
    });
    expect(await screen.findByText(/Non c'è ancora nessun negozio/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi negozio' }));
    const d = await dialog();
    const main = within(d).getByRole('switch', { name: 'Negozio principale' }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(main.disabled).toBe(true);
    await userEvent.type(text('Nome del negozio'), 'Centro');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ name: 'Centro', main: true, visible: true });
  });
});

describe('adding a store', () => {
  it('refuses what the contract refuses, on its field, and sends nothing', async () => {
    mount();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi negozio' }));
    const d = await dialog();
    await userEvent.type(text(/^Telefono/), 'abc');
    await userEvent.click(
      within(d).getByRole('button', { name: 'Aggiungi una fascia oraria a lunedì' }),
    );
    await userEvent.selectOptions(time('Chiude (lunedì)'), '08:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));

    expect(await within(d).findByRole('alert')).toHaveProperty(
      'textContent',
      'Controlla i campi segnati e riprova.',
    );
    expect(text('Nome del negozio').getAttribute('aria-invalid')).toBe('true');
    expect(within(d).getByText('Campo obbligatorio')).toBeTruthy();
    expect(within(d).getByText('Numero di telefono non valido')).toBeTruthy();
    expect(within(d).getByText("La chiusura deve venire dopo l'apertura")).toBeTruthy();
    // The first wrong field takes the focus.
    expect(document.activeElement).toBe(text('Nome del negozio'));
    expect(writes()).toEqual([]);
  });

  it('sends one keyed POST with the store as typed, then lists it again', async () => {
    mount({ answer: () => server.answer('post', LIST, ({ body }) => store(3, body)) });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi negozio' }));
    const d = await dialog();
    await userEvent.type(text('Nome del negozio'), '  Stazione ');
    await userEvent.type(text(/^Indirizzo/), 'Piazza Medaglie d’Oro 1');
    await userEvent.type(text('Città'), 'Bologna');
    await userEvent.click(within(d).getByRole('switch', { name: 'Visibile ai clienti' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Stazione aggiunto' });
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/activities/7/stores',
        body: {
          name: 'Stazione',
          address: 'Piazza Medaglie d’Oro 1',
          city: 'Bologna',
          phone: null,
          main: false,
          visible: false,
          openingHours: [],
        } satisfies StoreBody,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(server.calls().filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it("shows the server's refusal in the dialog and keeps the key for the same body", async () => {
    mount({
      answer: () =>
        server.refuse('post', LIST, 409, 'Il negozio principale deve essere visibile', 'x'),
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi negozio' }));
    const d = await dialog();
    await userEvent.type(text('Nome del negozio'), 'Stazione');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));
    expect((await within(d).findByRole('alert')).textContent).toBe(
      'Il negozio principale deve essere visibile',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    const [a, b] = writes();
    expect(a?.idempotencyKey).toBeTruthy();
    expect(b?.idempotencyKey).toBe(a?.idempotencyKey);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('editing a store', () => {
  it('edits the hours day by day and sends them whole, by day and time', async () => {
    mount({ answer: () => server.answer('put', ONE, ({ body }) => store(1, body)) });
    await list();
    await userEvent.click(within(card('Centro')).getByRole('button', { name: 'Modifica Centro' }));
    const d = await dialog();
    const main = within(d).getByRole('switch', { name: 'Negozio principale' }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(main.disabled).toBe(true);
    // Tuesday closes: both its ranges go.
    await userEvent.click(
      within(d).getByRole('button', { name: 'Togli la fascia 15:00–19:30 di martedì' }),
    );
    await userEvent.click(
      within(d).getByRole('button', { name: 'Togli la fascia 09:00–13:00 di martedì' }),
    );
    expect(
      within(within(d).getByRole('group', { name: 'martedì' })).getByText('Chiuso'),
    ).toBeTruthy();
    // Saturday gets an afternoon: 15:00–19:00 after its 09:00–13:00, then closes at 18:00.
    await userEvent.click(
      within(d).getByRole('button', { name: 'Aggiungi una fascia oraria a sabato' }),
    );
    await userEvent.selectOptions(time('Chiude (sabato)', 1), '18:00');
    // Sunday opens in the evening, past midnight's last quarter.
    await userEvent.click(
      within(d).getByRole('button', { name: 'Aggiungi una fascia oraria a domenica' }),
    );
    await userEvent.selectOptions(time('Apre (domenica)'), '18:00');
    await userEvent.selectOptions(time('Chiude (domenica)'), '24:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/activities/7/stores/1',
      body: {
        name: 'Centro',
        address: 'Via Indipendenza 12',
        city: 'Bologna',
        phone: '+39 051 234 5678',
        main: true,
        visible: true,
        openingHours: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '15:00', to: '19:30' },
          { day: 6, from: '09:00', to: '13:00' },
          { day: 6, from: '15:00', to: '18:00' },
          { day: 7, from: '18:00', to: '24:00' },
        ],
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Centro salvato' }),
    );
  });

  it('copies a day to the whole week and refuses overlapping ranges', async () => {
    mount({ answer: () => server.answer('put', ONE, ({ body }) => store(1, body)) });
    await list();
    await userEvent.click(within(card('Centro')).getByRole('button', { name: 'Modifica Centro' }));
    const d = await dialog();
    await userEvent.click(
      within(d).getByRole('button', { name: 'Copia gli orari di lunedì su tutti i giorni' }),
    );
    for (const day of ['mercoledì', 'domenica']) {
      expect(time(`Apre (${day})`, 1).value).toBe('15:00');
    }
    // Monday's afternoon opens at 12:00, inside its morning.
    await userEvent.selectOptions(time('Apre (lunedì)', 1), '12:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));
    expect(
      await within(d).findByText("Questa fascia si sovrappone a un'altra dello stesso giorno"),
    ).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.selectOptions(time('Apre (lunedì)', 0), '08:00');
    await userEvent.selectOptions(time('Chiude (lunedì)', 0), '12:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const sent = writes()[0]?.body as StoreBody;
    expect(sent.openingHours).toHaveLength(14);
    expect(sent.openingHours.slice(0, 2)).toEqual([
      { day: 1, from: '08:00', to: '12:00' },
      { day: 1, from: '12:00', to: '19:30' },
    ]);
    // A week of selects, each with a day's quarter-hours: 16 s under CI's load, over the 15 s.
  }, 60_000);
});

describe('deleting a store', () => {
  it('asks first: cancel sends nothing, confirm sends one DELETE', async () => {
    mount({ answer: () => server.answer('delete', ONE, { deleted: true }) });
    await list();
    await userEvent.click(within(card('Fiera')).getByRole('button', { name: 'Elimina Fiera' }));
    const ask = await screen.findByRole('dialog', { name: 'Eliminare il negozio?' });
    expect(ask.textContent).toContain('Fiera sarà eliminato');
    await userEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    await userEvent.click(within(card('Fiera')).getByRole('button', { name: 'Elimina Fiera' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare il negozio?' })).getByRole(
        'button',
        { name: 'Elimina' },
      ),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Fiera eliminato' }),
    );
    expect(writes()).toEqual([
      {
        method: 'DELETE',
        url: '/api/activities/7/stores/2',
        body: undefined,
        idempotencyKey: undefined,
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    const refusal =
      'Questo negozio compare nei movimenti o negli ordini dei clienti: nascondilo invece di eliminarlo.';
    mount({ answer: () => server.refuse('delete', ONE, 409, refusal, 'store_in_use') });
    await list();
    await userEvent.click(within(card('Fiera')).getByRole('button', { name: 'Elimina Fiera' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'error', message: refusal }),
    );
    expect(writes()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Fiera')).toBeTruthy();
  });
});
