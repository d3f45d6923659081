// The menu screen of the console: categories in order with their entries (hidden ones marked),
// an entry's price typed "8,50" sent as 8.5 euros with the allergens and typologies ticked, the
// contract refusing before anything is sent, a picture uploaded as multipart then saved with the
// entry by its file name, moves sent as the list's new order, and the questions before a delete
// (cancel sends nothing) with the server's refusal shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MenuEntryBody } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import type { MenuCategory, MenuEntry } from '../api/get-menu-admin.ts';
import MenuAdminPage from './MenuAdminPage.tsx';

const server = serveApi();

const CATEGORIES = '/api/activities/{activityId}/menu/categories' as const;
const CATEGORY = '/api/activities/{activityId}/menu/categories/{id}' as const;
const CATEGORY_ORDER = '/api/activities/{activityId}/menu/category-order' as const;
const ENTRIES = '/api/activities/{activityId}/menu/entries' as const;
const ENTRY = '/api/activities/{activityId}/menu/entries/{id}' as const;
const ENTRY_ORDER = '/api/activities/{activityId}/menu/categories/{id}/entry-order' as const;
const PICTURES = '/api/activities/{activityId}/pictures' as const;

const category = (id: number, over: Partial<MenuCategory> = {}): MenuCategory => ({
  id,
  name: `Categoria ${id}`,
  sort: id,
  visible: true,
  entries: 0,
  ...over,
});

const entry = (id: number, over: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  categoryId: 1,
  name: `Piatto ${id}`,
  description: null,
  price: 10,
  allergens: [],
  typologies: [],
  imageFileName: null,
  imageUrl: null,
  sort: id,
  visible: true,
  ...over,
});

const PRIMI = category(1, { name: 'Primi', entries: 2 });
const DOLCI = category(2, { name: 'Dolci', visible: false, entries: 1 });
const TAGLIATELLE = entry(11, {
  name: 'Tagliatelle al ragù',
  price: 12,
  allergens: ['GL', 'UO', 'CE'],
  sort: 0,
});
const LASAGNE = entry(12, { name: 'Lasagne', price: 13.5, visible: false, sort: 1 });
const TIRAMISU = entry(21, { categoryId: 2, name: 'Tiramisù', price: 6, sort: 0 });
const PICTURE = 'a3f1c2d4e5f60718293a4b5c6d7e8f90.webp';

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

function mount({
  categories = [PRIMI, DOLCI],
  entries = [TAGLIATELLE, LASAGNE, TIRAMISU],
  answer = () => {},
} = {}) {
  server.list(CATEGORIES, categories);
  server.list(ENTRIES, ({ query }) =>
    entries.filter((e) => e.categoryId === Number(query.get('filters[categoryId]'))),
  );
  answer();
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/console/menu']}>
        <MenuAdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A list route's answer to a write: the rows in their new order. */
const listOf = (rows: unknown[]) => HttpResponse.json({ data: rows, totalRows: rows.length });

const writes = () => server.calls().filter((c) => c.method !== 'GET');
const section = (name: string) => screen.findByRole('region', { name });
const dialog = () => screen.findByRole('dialog');
const text = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const saveButton = (d: HTMLElement) => within(d).getByRole('button', { name: 'Salva' });
const KEY = expect.stringMatching(/^[0-9a-f-]{36}$/);

async function action(menuName: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: menuName }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the menu', () => {
  it('lists the categories in order with their entries, hidden ones marked', async () => {
    mount();
    const primi = await section('Primi');
    const dolci = await section('Dolci');
    expect(primi.compareDocumentPosition(dolci) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(primi).getByText('2 voci')).toBeTruthy();
    expect(within(dolci).getByText('1 voce')).toBeTruthy();
    expect(within(dolci).getByText('Nascosta ai clienti')).toBeTruthy();
    const list = await within(primi).findByRole('list', { name: 'Voci di Primi' });
    const [tagliatelle, lasagne] = within(list).getAllByRole('listitem');
    expect(tagliatelle?.textContent).toContain('Tagliatelle al ragù12,00 €');
    expect(tagliatelle?.textContent).toContain('Allergeni: Glutine, Uova, Sedano');
    expect(lasagne?.textContent).toContain('13,50 €');
    expect(within(lasagne as HTMLElement).getByText('Nascosta')).toBeTruthy();
    expect(within(dolci).getByText('Tiramisù')).toBeTruthy();
    expect(
      server
        .calls()
        .map((c) => c.url)
        .sort(),
    ).toEqual([
      '/api/activities/7/menu/categories',
      '/api/activities/7/menu/entries?rowsPerPage=100&filters[categoryId]=1',
      '/api/activities/7/menu/entries?rowsPerPage=100&filters[categoryId]=2',
    ]);
  });

  it('offers the first category on an empty menu and adds it with one keyed POST', async () => {
    mount({
      categories: [],
      entries: [],
      answer: () =>
        server.answer('post', CATEGORIES, ({ body }) => category(5, { ...body, sort: 0 })),
    });
    expect(await screen.findByText(/Il menu è vuoto/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi categoria' }));
    const d = await dialog();
    await userEvent.click(saveButton(d));
    expect(await within(d).findByText('Campo obbligatorio')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.type(text(/^Nome della categoria/), 'Antipasti');
    await userEvent.click(saveButton(d));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/activities/7/menu/categories',
        body: { name: 'Antipasti', visible: true },
        idempotencyKey: KEY,
      },
    ]);
  });
});

describe('an entry', () => {
  it('sends its price "8,50" as 8.5 euros with the allergens and typologies ticked', async () => {
    mount({ answer: () => server.answer('post', ENTRIES, ({ body }) => entry(30, body)) });
    await userEvent.click(
      within(await section('Dolci')).getByRole('button', { name: 'Aggiungi una voce a Dolci' }),
    );
    const d = await dialog();
    expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLSelectElement).value).toBe(
      '2',
    );
    await userEvent.type(text(/^Nome/), 'Panna cotta');
    await userEvent.type(text('Descrizione'), '  Con i frutti di bosco ');
    await userEvent.type(text(/^Prezzo/), '8,50');
    await userEvent.click(box('Uova'));
    await userEvent.click(box('Latte'));
    await userEvent.click(box('Glutine'));
    await userEvent.click(box('Senza glutine'));
    await userEvent.click(box('Glutine'));
    await userEvent.click(box('Vegetariano'));
    await userEvent.click(saveButton(d));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Panna cotta aggiunta' });
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/activities/7/menu/entries',
        body: {
          categoryId: 2,
          name: 'Panna cotta',
          description: 'Con i frutti di bosco',
          price: 8.5,
          allergens: ['UO', 'LA'],
          typologies: ['GF', 'VG'],
          imageFileName: null,
          visible: true,
        } satisfies MenuEntryBody,
        idempotencyKey: KEY,
      },
    ]);
  });

  it('refuses a price it cannot read or past the limit, and sends nothing', async () => {
    mount();
    await userEvent.click(
      within(await section('Primi')).getByRole('button', { name: 'Aggiungi una voce a Primi' }),
    );
    const d = await dialog();
    await userEvent.type(text(/^Nome/), 'Carbonara');
    await userEvent.type(text(/^Prezzo/), '8,505');
    await userEvent.click(saveButton(d));
    expect(await within(d).findByText('Scrivi un prezzo in euro, per esempio 8,50')).toBeTruthy();
    expect((await within(d).findByRole('alert')).textContent).toBe(
      'Controlla i campi segnati e riprova.',
    );
    await userEvent.clear(text(/^Prezzo/));
    await userEvent.type(text(/^Prezzo/), '10000,01');
    await userEvent.click(saveButton(d));
    expect(await within(d).findByText('Il prezzo va da 0,00 a 10.000,00 €')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('shows a code SPEC does not list as not handled, refused until unticked', async () => {
    mount({
      entries: [entry(11, { name: 'Vino', allergens: ['SF', 'GL'] })],
      answer: () => server.answer('put', ENTRY, ({ body }) => entry(11, body)),
    });
    await userEvent.click(
      await within(await section('Primi')).findByRole('button', { name: 'Modifica Vino' }),
    );
    const d = await dialog();
    expect(text(/^Prezzo/).value).toBe('10,00');
    expect(box('Non gestito (SF)').checked).toBe(true);
    await userEvent.click(saveButton(d));
    expect(await within(d).findByText('Allergene non previsto: toglilo')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.click(box('Non gestito (SF)'));
    await userEvent.click(saveButton(d));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/activities/7/menu/entries/11',
      body: { allergens: ['GL'], price: 10 },
    });
  });

  it('uploads a picture as multipart, shows it, then saves the entry with its file name', async () => {
    mount({
      answer: () => {
        server.answer(
          'post',
          PICTURES,
          { fileName: PICTURE, url: `/images/menu/7/${PICTURE}`, width: 1600, height: 1200 },
          201,
        );
        server.answer('put', ENTRY, ({ body }) =>
          entry(11, { ...body, imageUrl: `/images/menu/7/${body.imageFileName}` }),
        );
      },
    });
    await userEvent.click(
      await within(await section('Primi')).findByRole('button', {
        name: 'Modifica Tagliatelle al ragù',
      }),
    );
    const d = await dialog();
    expect(within(d).queryByRole('img')).toBeNull();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ragu.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(d).getByTestId('menu-picture-file'), file);
    const picture = await within(d).findByRole('img', { name: 'Foto di Tagliatelle al ragù' });
    expect(picture.getAttribute('src')).toBe(`/images/menu/7/${PICTURE}`);
    expect(within(d).getByRole('status').textContent).toBe('Foto caricata: salva per tenerla.');
    const [upload] = writes();
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/api/activities/7/pictures',
      idempotencyKey: undefined,
    });
    const multipart = String(upload?.body);
    expect(multipart).toMatch(/name="kind"\r\n\r\nmenu\r\n/);
    // jsdom's File reaches Node's fetch as a file part of its type (its name and bytes are lost
    // between jsdom's FormData and Node's: a browser sends both).
    expect(multipart).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);
    expect(multipart).not.toContain('activityId');

    await userEvent.click(saveButton(d));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual({
      method: 'PUT',
      url: '/api/activities/7/menu/entries/11',
      body: {
        categoryId: 1,
        name: 'Tagliatelle al ragù',
        description: null,
        price: 12,
        allergens: ['GL', 'UO', 'CE'],
        typologies: [],
        imageFileName: PICTURE,
        visible: true,
      },
      idempotencyKey: KEY,
    });
  });

  it("shows the upload's refusal and keeps the entry's picture as it was", async () => {
    mount({
      answer: () =>
        server.refuse('post', PICTURES, 415, 'Il file non è un’immagine', 'unsupported_picture'),
    });
    await userEvent.click(
      await within(await section('Primi')).findByRole('button', { name: 'Modifica Lasagne' }),
    );
    const d = await dialog();
    await userEvent.upload(
      within(d).getByTestId('menu-picture-file'),
      new File(['<?php'], 'x.jpg', { type: 'image/jpeg' }),
    );
    expect((await within(d).findByRole('alert')).textContent).toBe('Il file non è un’immagine');
    expect(within(d).queryByRole('img')).toBeNull();
    expect(writes()).toHaveLength(1);
  });
});

describe('order', () => {
  it('moves a category down by sending every id in the new order, keyed', async () => {
    mount({ answer: () => server.respond('put', CATEGORY_ORDER, () => listOf([DOLCI, PRIMI])) });
    await section('Primi');
    await action('Altre azioni per la categoria Primi', 'Sposta giù');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/activities/7/menu/category-order',
      body: { ids: [2, 1] },
      idempotencyKey: KEY,
    });
  });

  it("moves an entry up among its category's", async () => {
    mount({
      answer: () => server.respond('put', ENTRY_ORDER, () => listOf([LASAGNE, TAGLIATELLE])),
    });
    await within(await section('Primi')).findByText('Lasagne');
    await userEvent.click(
      screen.getByRole('button', { name: 'Altre azioni per Tagliatelle al ragù' }),
    );
    expect(
      (await screen.findByRole('menuitem', { name: 'Sposta su' })).getAttribute('aria-disabled'),
    ).toBe('true');
    await userEvent.keyboard('{Escape}');
    await action('Altre azioni per Lasagne', 'Sposta su');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/activities/7/menu/categories/1/entry-order',
      body: { ids: [12, 11] },
      idempotencyKey: KEY,
    });
  });
});

describe('deleting', () => {
  it('asks before deleting a category: cancel sends nothing; a refusal is shown', async () => {
    const refusal = 'La categoria elenca 2 voci: spostale o eliminale prima.';
    mount({ answer: () => server.refuse('delete', CATEGORY, 409, refusal, 'category_not_empty') });
    await section('Primi');
    await action('Altre azioni per la categoria Primi', 'Elimina');
    const ask = await screen.findByRole('dialog', { name: 'Eliminare la categoria?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    await action('Altre azioni per la categoria Primi', 'Elimina');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare la categoria?' })).getByRole(
        'button',
        { name: 'Elimina' },
      ),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'error', message: refusal }),
    );
    expect(writes()).toEqual([
      {
        method: 'DELETE',
        url: '/api/activities/7/menu/categories/1',
        body: undefined,
        idempotencyKey: undefined,
      },
    ]);
  });

  it('asks before deleting an entry and sends one DELETE', async () => {
    mount({ answer: () => server.answer('delete', ENTRY, { deleted: true }) });
    await within(await section('Dolci')).findByText('Tiramisù');
    await action('Altre azioni per Tiramisù', 'Elimina');
    const ask = await screen.findByRole('dialog', { name: 'Eliminare la voce?' });
    expect(ask.textContent).toContain('Tiramisù sarà tolta dal menu.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Tiramisù eliminata' }),
    );
    expect(writes()).toEqual([
      {
        method: 'DELETE',
        url: '/api/activities/7/menu/entries/21',
        body: undefined,
        idempotencyKey: undefined,
      },
    ]);
  });
});
