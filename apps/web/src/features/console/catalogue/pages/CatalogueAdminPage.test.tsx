// The catalogue screen of the console: categories in order with their items (discount, sold out,
// no sizes yet marked), a category added with one keyed POST and a refused delete's words shown,
// an item added in the editor and then sold in one colour with a size and its stock, a discount
// not below the price refused before anything is sent, a stock set against the figure read
// refused because a sale moved it (the figure now read again and told, the next try sent against
// it) and pieces added as a change, a gallery picture saved with the item, the shop's pictures,
// a search over every category, and a CSV saved by Excel (windows-1252) previewed with its
// per-line errors (nothing imported) and a clean one imported with a key.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ItemAdminDetail, ItemBody, ItemColorAdmin, ItemSizeAdmin } from '@tessera/domain';
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
import type { CatalogueCategory, CatalogueItem } from '../api/get-catalogue-admin.ts';
import CatalogueAdminPage from './CatalogueAdminPage.tsx';

const server = serveApi();

const CATEGORIES = '/api/activities/{activityId}/catalogue/categories' as const;
const CATEGORY = '/api/activities/{activityId}/catalogue/categories/{id}' as const;
const ITEMS = '/api/activities/{activityId}/catalogue/items' as const;
const ITEM = '/api/activities/{activityId}/catalogue/items/{id}' as const;
const ACTIVE = '/api/activities/{activityId}/catalogue/items/{id}/active' as const;
const COLORS = '/api/activities/{activityId}/catalogue/items/{id}/colors' as const;
const SIZES = '/api/activities/{activityId}/catalogue/colors/{id}/sizes' as const;
const STOCK = '/api/activities/{activityId}/catalogue/sizes/{id}/stock' as const;
const STOCK_CHANGES = '/api/activities/{activityId}/catalogue/sizes/{id}/stock-changes' as const;
const SHOP_IMAGES = '/api/activities/{activityId}/catalogue/shop-images' as const;
const PREVIEW = '/api/activities/{activityId}/catalogue/items/import/preview' as const;
const IMPORT = '/api/activities/{activityId}/catalogue/items/import' as const;
const PICTURES = '/api/activities/{activityId}/pictures' as const;

const category = (id: number, over: Partial<CatalogueCategory> = {}): CatalogueCategory => ({
  id,
  name: `Categoria ${id}`,
  sort: id,
  visible: true,
  items: 0,
  ...over,
});

const item = (id: number, over: Partial<CatalogueItem> = {}): CatalogueItem => ({
  id,
  categoryId: 1,
  categoryName: 'Capelli',
  name: `Prodotto ${id}`,
  sku: null,
  description: null,
  price: 10,
  discountPrice: null,
  active: true,
  archived: false,
  soldOut: false,
  stock: null,
  colorCount: 1,
  imageUrl: null,
  sort: id,
  ...over,
});

const size = (id: number, over: Partial<ItemSizeAdmin> = {}): ItemSizeAdmin => ({
  id,
  size: null,
  stock: null,
  soldOut: false,
  sort: 0,
  ordered: false,
  ...over,
});

const color = (id: number, itemId: number, over: Partial<ItemColorAdmin> = {}): ItemColorAdmin => ({
  id,
  itemId,
  name: null,
  hex: null,
  imageFileName: null,
  imageUrl: null,
  sort: 0,
  sizes: [],
  ...over,
});

const detail = (base: CatalogueItem, over: Partial<ItemAdminDetail> = {}): ItemAdminDetail => ({
  ...base,
  allergens: [],
  typologies: [],
  pictures: [],
  colors: [],
  ...over,
});

const CAPELLI = category(1, { name: 'Capelli', items: 2 });
const REGALI = category(2, { name: 'Regali', visible: false, items: 1 });
const SHAMPOO = item(11, {
  name: 'Shampoo delicato',
  sku: 'SH-250',
  price: 12.5,
  discountPrice: 9.9,
  stock: 7,
  sort: 0,
});
const MASCHERA = item(12, { name: 'Maschera nutriente', price: 18, soldOut: true, stock: 0 });
const COFANETTO = item(21, {
  categoryId: 2,
  categoryName: 'Regali',
  name: 'Cofanetto',
  colorCount: 0,
  soldOut: true,
  stock: 0,
});
const PICTURE = 'a3f1c2d4e5f60718293a4b5c6d7e8f90.webp';
const STOCK_CHANGED =
  'Nel frattempo la disponibilità è cambiata: ora è 4 pezzi. Ricontrolla e salva di nuovo';

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
  categories = [CAPELLI, REGALI],
  items = [SHAMPOO, MASCHERA, COFANETTO],
  answer = () => {},
} = {}) {
  server.list(CATEGORIES, categories);
  server.list(ITEMS, ({ query }) => {
    const categoryId = query.get('filters[categoryId]');
    const q = query.get('filters[q]')?.toLowerCase();
    return items.filter(
      (i) =>
        (categoryId === null || i.categoryId === Number(categoryId)) &&
        (!q || i.name.toLowerCase().includes(q)),
    );
  });
  server.list(SHOP_IMAGES, []);
  answer();
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/console/catalogue']}>
        <CatalogueAdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The API's error body. */
const refusal = (status: number, message: string, code: string) =>
  HttpResponse.json({ message, code }, { status });
const ok = (data: unknown) => HttpResponse.json({ data });

const writes = () => server.calls().filter((c) => c.method !== 'GET');
const section = (name: string) => screen.findByRole('region', { name });
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const field = (d: HTMLElement, name: RegExp | string) =>
  within(d).getByRole('textbox', { name }) as HTMLInputElement;
const button = (d: HTMLElement, name: RegExp | string) => within(d).getByRole('button', { name });
const KEY = expect.stringMatching(/^[0-9a-f-]{36}$/);
/** The item editor draws many fields: on a loaded 2-core machine its walks pass 15 s. */
const EDITOR_TIMEOUT = 40_000;

async function action(menuName: string, entry: string) {
  await userEvent.click(screen.getByRole('button', { name: menuName }));
  await userEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

/** The item the server holds while a test edits it: reads answer it, writes change it. */
function serveItem(start: ItemAdminDetail) {
  let now = start;
  server.answer('get', ITEM, () => now);
  return {
    get: () => now,
    set: (next: ItemAdminDetail) => {
      now = next;
    },
  };
}

describe('the catalogue', () => {
  it('lists the categories in order with their items, prices, stock and what customers miss', async () => {
    mount();
    const capelli = await section('Capelli');
    const regali = await section('Regali');
    expect(capelli.compareDocumentPosition(regali) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(capelli).getByText('2 prodotti')).toBeTruthy();
    expect(within(regali).getByText('Nascosta ai clienti')).toBeTruthy();
    expect(
      (
        within(regali).getByRole('switch', {
          name: 'Regali visibile ai clienti',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    const list = await within(capelli).findByRole('list', { name: 'Prodotti di Capelli' });
    const [shampoo, maschera] = within(list).getAllByRole('listitem');
    expect(shampoo?.textContent).toContain('Shampoo delicato9,90 €12,50 €Cod. SH-250');
    expect(within(shampoo as HTMLElement).getByLabelText('Prezzo pieno 12,50 €')).toBeTruthy();
    expect(shampoo?.textContent).toContain('7 pezzi disponibili');
    expect(within(maschera as HTMLElement).getByText('Esaurito')).toBeTruthy();
    expect(await within(regali).findByText('Senza taglie: i clienti non lo vedono')).toBeTruthy();
  });

  it('adds a category with one keyed POST', async () => {
    mount({
      categories: [],
      items: [],
      answer: () => server.answer('post', CATEGORIES, ({ body }) => category(5, body)),
    });
    expect(await screen.findByText(/Il catalogo è vuoto/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi categoria' }));
    const d = await dialog('Nuova categoria');
    await userEvent.click(button(d, 'Salva'));
    expect(await within(d).findByText('Campo obbligatorio')).toBeTruthy();
    expect(writes()).toEqual([]);
    await userEvent.type(field(d, /^Nome della categoria/), 'Magliette');
    await userEvent.click(button(d, 'Salva'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackStore.get()).toMatchObject({ message: 'Magliette aggiunta in fondo al catalogo' });
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/activities/7/catalogue/categories',
        body: { name: 'Magliette', visible: true },
        idempotencyKey: KEY,
      },
    ]);
  });

  it("asks before deleting a category and shows the server's refusal of one with items", async () => {
    const words =
      'La categoria contiene 2 prodotti: spostali in un’altra categoria o eliminali prima, oppure nascondi la categoria';
    mount({
      answer: () => server.refuse('delete', CATEGORY, 409, words, 'category_not_empty'),
    });
    await section('Capelli');
    await action('Altre azioni per la categoria Capelli', 'Elimina');
    const ask = await dialog('Eliminare la categoria?');
    await userEvent.click(button(ask, 'Elimina'));
    await waitFor(() => expect(snackStore.get()).toMatchObject({ kind: 'error', message: words }));
    expect(writes()).toEqual([
      {
        method: 'DELETE',
        url: '/api/activities/7/catalogue/categories/1',
        body: undefined,
        idempotencyKey: undefined,
      },
    ]);
  });

  it('takes an item off sale with its switch, keyed', async () => {
    mount({
      answer: () =>
        server.answer('put', ACTIVE, ({ body }) => detail({ ...SHAMPOO, active: body.active })),
    });
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Shampoo delicato in vendita' }),
    );
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/activities/7/catalogue/items/11/active',
      body: { active: false },
      idempotencyKey: KEY,
    });
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ message: 'Shampoo delicato non è più in vendita' }),
    );
  });

  it('finds items over every category, naming the category', async () => {
    mount();
    await section('Capelli');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca un prodotto' }), 'cofa');
    const found = await screen.findByRole('list', { name: 'Prodotti trovati' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(within(found).getByText('Regali')).toBeTruthy();
    expect(server.calls().map((c) => c.url)).toContain(
      '/api/activities/7/catalogue/items?page=1&rowsPerPage=20&filters[q]=cofa',
    );
  });
});

describe('an item', () => {
  it(
    'is added, then sold in one colour with a size of 5 pieces, each write keyed',
    async () => {
      const added = item(30, {
        name: 'Shampoo solido',
        sku: 'SS-01',
        price: 12.5,
        colorCount: 0,
        soldOut: true,
        stock: 0,
      });
      mount({
        items: [],
        answer: () => {
          const held = serveItem(detail(added));
          server.answer('post', ITEMS, () => held.get());
          server.answer('post', COLORS, ({ body }) => {
            const c = color(40, 30, body);
            held.set({ ...held.get(), colors: [c] });
            return c;
          });
          server.answer('post', SIZES, ({ body }) => {
            const s = size(50, body);
            const [c] = held.get().colors;
            held.set({ ...held.get(), colors: [{ ...(c as ItemColorAdmin), sizes: [s] }] });
            return s;
          });
        },
      });
      await userEvent.click(
        await screen.findByRole('button', { name: 'Aggiungi un prodotto a Capelli' }),
      );
      const editor = await dialog('Nuovo prodotto');
      expect(within(editor).getByText(/Aggiungi il prodotto per poi indicare colori/)).toBeTruthy();
      await userEvent.type(field(editor, /^Nome/), 'Shampoo solido');
      await userEvent.type(field(editor, /^Prezzo\b(?! scontato)/), '12,50');
      await userEvent.type(field(editor, /^Codice/), 'SS-01');
      await userEvent.click(button(editor, 'Aggiungi'));

      const edit = await dialog('Modifica Shampoo solido');
      expect(snackStore.get()).toMatchObject({
        message: 'Shampoo solido aggiunto: ora aggiungi colori e taglie',
      });
      expect(within(edit).getByText(/I clienti vedono il prodotto quando ha almeno una taglia/));
      await userEvent.click(button(edit, 'Un solo colore'));
      await userEvent.click(
        await within(edit).findByRole('button', { name: 'Aggiungi una taglia a Colore unico' }),
      );
      const sizeDialog = await dialog('Nuova taglia');
      await userEvent.type(field(sizeDialog, /^Taglia/), 'M');
      await userEvent.type(field(sizeDialog, /^Pezzi disponibili/), '5');
      await userEvent.click(button(sizeDialog, 'Salva'));
      const sizes = await within(edit).findByRole('list', { name: 'Taglie di Colore unico' });
      expect(within(sizes).getByText('M')).toBeTruthy();
      expect(within(sizes).getByText('5 pezzi')).toBeTruthy();
      expect(within(edit).queryByText(/I clienti vedono il prodotto quando/)).toBeNull();

      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/activities/7/catalogue/items',
          body: {
            categoryId: 1,
            name: 'Shampoo solido',
            sku: 'SS-01',
            description: null,
            price: 12.5,
            discountPrice: null,
            allergens: [],
            typologies: [],
            pictures: [],
            active: true,
          } satisfies ItemBody,
          idempotencyKey: KEY,
        },
        {
          method: 'POST',
          url: '/api/activities/7/catalogue/items/30/colors',
          body: { name: null, hex: null, imageFileName: null },
          idempotencyKey: KEY,
        },
        {
          method: 'POST',
          url: '/api/activities/7/catalogue/colors/40/sizes',
          body: { size: 'M', stock: 5 },
          idempotencyKey: KEY,
        },
      ]);
    },
    EDITOR_TIMEOUT,
  );

  it(
    'refuses a discount price not below the price, and sends nothing',
    async () => {
      mount({ items: [] });
      await userEvent.click(
        await screen.findByRole('button', { name: 'Aggiungi un prodotto a Capelli' }),
      );
      const editor = await dialog('Nuovo prodotto');
      await userEvent.type(field(editor, /^Nome/), 'Balsamo');
      await userEvent.type(field(editor, /^Prezzo\b(?! scontato)/), '10');
      await userEvent.type(field(editor, /^Prezzo scontato/), '12,00');
      await userEvent.click(button(editor, 'Aggiungi'));
      expect(
        await within(editor).findByText('Il prezzo scontato deve essere più basso del prezzo'),
      ).toBeTruthy();
      expect(within(editor).getByRole('alert').textContent).toBe(
        'Controlla i campi segnati e riprova.',
      );
      await userEvent.clear(field(editor, /^Prezzo scontato/));
      await userEvent.type(field(editor, /^Prezzo scontato/), '10,001');
      await userEvent.click(button(editor, 'Aggiungi'));
      expect(
        await within(editor).findByText('Scrivi un prezzo in euro, per esempio 12,50'),
      ).toBeTruthy();
      expect(writes()).toEqual([]);
    },
    EDITOR_TIMEOUT,
  );

  it(
    'saves a picture of its gallery uploaded as multipart, by its file name',
    async () => {
      mount({
        answer: () => {
          serveItem(detail(SHAMPOO));
          server.answer(
            'post',
            PICTURES,
            { fileName: PICTURE, url: `/images/item/7/${PICTURE}`, width: 1600, height: 1200 },
            201,
          );
          server.answer('put', ITEM, ({ body }) =>
            detail(SHAMPOO, {
              pictures: (body as ItemBody).pictures.map((fileName) => ({
                fileName,
                url: `/images/item/7/${fileName}`,
              })),
            }),
          );
        },
      });
      await userEvent.click(
        await screen.findByRole('button', { name: 'Modifica Shampoo delicato' }),
      );
      const editor = await dialog('Modifica Shampoo delicato');
      await userEvent.upload(
        await within(editor).findByTestId('catalogue-gallery-file'),
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shampoo.png', { type: 'image/png' }),
      );
      const picture = await within(editor).findByRole('img', {
        name: 'Foto 1 di Shampoo delicato',
      });
      expect(picture.getAttribute('src')).toBe(`/images/item/7/${PICTURE}`);
      expect(String(writes()[0]?.body)).toMatch(/name="kind"\r\n\r\nitem\r\n/);
      await userEvent.click(button(editor, 'Salva'));
      await waitFor(() => expect(writes()).toHaveLength(2));
      expect(writes()[1]).toMatchObject({
        method: 'PUT',
        url: '/api/activities/7/catalogue/items/11',
        body: { pictures: [PICTURE], price: 12.5, discountPrice: 9.9, sku: 'SH-250' },
        idempotencyKey: KEY,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    EDITOR_TIMEOUT,
  );
});

describe('stock', () => {
  const M = size(50, { size: 'M', stock: 5 });
  const withM = (stock: number | null) =>
    detail(SHAMPOO, {
      colors: [color(40, 11, { name: 'Blu', hex: '1F2A44', sizes: [{ ...M, stock }] })],
    });

  async function openStock() {
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Shampoo delicato' }));
    const editor = await dialog('Modifica Shampoo delicato');
    await userEvent.click(
      await within(editor).findByRole('button', { name: 'Disponibilità di M' }),
    );
    return dialog('Disponibilità di M');
  }

  it(
    'is set against the figure read; a sale since is told with the figure now, and the next try is sent against it',
    async () => {
      let tries = 0;
      mount({
        answer: () => {
          const held = serveItem(withM(5));
          server.respond('put', STOCK, ({ body }) => {
            tries += 1;
            if (tries === 1) {
              // A customer bought one meanwhile.
              held.set(withM(4));
              return refusal(409, STOCK_CHANGED, 'stock_changed');
            }
            held.set(withM(body.stock));
            return ok({ ...M, stock: body.stock });
          });
        },
      });
      const d = await openStock();
      expect(within(d).getByRole('status').textContent).toBe('Ora: 5 pezzi');
      expect(field(d, /^Pezzi disponibili/).value).toBe('5');
      await userEvent.clear(field(d, /^Pezzi disponibili/));
      await userEvent.type(field(d, /^Pezzi disponibili/), '3');
      await userEvent.click(button(d, 'Salva'));
      expect((await within(d).findByRole('alert')).textContent).toBe(STOCK_CHANGED);
      await waitFor(() => expect(within(d).getByRole('status').textContent).toBe('Ora: 4 pezzi'));
      await userEvent.click(button(d, 'Salva'));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Disponibilità di M' })).toBeNull(),
      );
      expect(snackStore.get()).toMatchObject({ message: 'Disponibilità di M: 3 pezzi' });
      const [first, second] = writes();
      expect(first).toEqual({
        method: 'PUT',
        url: '/api/activities/7/catalogue/sizes/50/stock',
        body: { stock: 3, expected: 5 },
        idempotencyKey: KEY,
      });
      expect(second).toMatchObject({ body: { stock: 3, expected: 4 } });
      expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    },
    EDITOR_TIMEOUT,
  );

  it(
    'adds pieces as a change, refusing 0 first',
    async () => {
      mount({
        answer: () => {
          serveItem(withM(5));
          server.answer('post', STOCK_CHANGES, ({ body }) => ({ ...M, stock: 5 + body.change }));
        },
      });
      const d = await openStock();
      await userEvent.click(within(d).getByRole('radio', { name: /Aggiungi o togli pezzi/ }));
      await userEvent.type(field(d, /^Pezzi da aggiungere/), '0');
      await userEvent.click(button(d, 'Salva'));
      expect(
        await within(d).findByText(/Scrivi quanti pezzi aggiungere \(per esempio 5\)/),
      ).toBeTruthy();
      expect(writes()).toEqual([]);
      await userEvent.clear(field(d, /^Pezzi da aggiungere/));
      await userEvent.type(field(d, /^Pezzi da aggiungere/), '10');
      await userEvent.click(button(d, 'Salva'));
      await waitFor(() => expect(writes()).toHaveLength(1));
      expect(writes()[0]).toEqual({
        method: 'POST',
        url: '/api/activities/7/catalogue/sizes/50/stock-changes',
        body: { change: 10 },
        idempotencyKey: KEY,
      });
      expect(snackStore.get()).toMatchObject({ message: 'Disponibilità di M: 15 pezzi' });
    },
    EDITOR_TIMEOUT,
  );
});

describe('the shop pictures', () => {
  it('uploads one (kind shop) and adds it last with one keyed POST', async () => {
    mount({
      answer: () => {
        server.answer(
          'post',
          PICTURES,
          { fileName: PICTURE, url: `/images/shop/7/${PICTURE}`, width: 1600, height: 1200 },
          201,
        );
        server.answer('post', SHOP_IMAGES, ({ body }) => ({
          id: 3,
          fileName: body.fileName,
          url: `/images/shop/7/${body.fileName}`,
          sort: 0,
        }));
      },
    });
    const pictures = await section('Foto del negozio');
    expect(await within(pictures).findByText('Nessuna foto del negozio.')).toBeTruthy();
    await userEvent.upload(
      within(pictures).getByTestId('catalogue-shop-image-file'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'vetrina.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(String(writes()[0]?.body)).toMatch(/name="kind"\r\n\r\nshop\r\n/);
    expect(writes()[1]).toEqual({
      method: 'POST',
      url: '/api/activities/7/catalogue/shop-images',
      body: { fileName: PICTURE },
      idempotencyKey: KEY,
    });
  });
});

describe('a CSV import', () => {
  /** "Caffè" as Excel writes it on an Italian Windows: windows-1252, E8 for è. */
  const excelFile = () => {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([
      ...ascii('codice;nome;categoria;prezzo\r\nCA-1;Caff'),
      0xe8,
      ...ascii(';Bar;1,20\r\nTE-1;T'),
      0xe8,
      ...ascii(';Bar;abc\r\n'),
    ]);
    return new File([bytes], 'listino.csv', { type: 'text/csv' });
  };

  it('documents the columns with an example, reads a windows-1252 file and shows the errors by line, importing nothing', async () => {
    mount({
      answer: () =>
        server.answer('post', PREVIEW, {
          separator: ';',
          applied: false,
          creates: 1,
          updates: 0,
          errors: 1,
          newCategories: ['Bar'],
          lines: [
            {
              line: 2,
              action: 'create',
              sku: 'CA-1',
              name: 'Caffè',
              category: 'Bar',
              itemId: null,
              errors: [],
              notes: ['La categoria Bar sarà creata'],
            },
            {
              line: 3,
              action: 'error',
              sku: 'TE-1',
              name: 'Tè',
              category: 'Bar',
              itemId: null,
              errors: ['Prezzo non valido: abc'],
              notes: [],
            },
          ],
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Importa da CSV' }));
    const d = await dialog('Importa prodotti da un file CSV');
    const columns = within(d).getByRole('region', { name: 'Come preparare il file' });
    expect(within(columns).getByText('prezzo scontato')).toBeTruthy();
    expect(within(columns).getAllByText('Obbligatoria')).toHaveLength(3);
    const example = within(d).getByRole('link', { name: 'Scarica un file di esempio' });
    expect(example.getAttribute('download')).toBe('esempio-catalogo.csv');
    expect(decodeURIComponent(example.getAttribute('href') ?? '')).toContain(
      'codice;nome;categoria;descrizione;prezzo;prezzo scontato;quantità;visibile',
    );

    await userEvent.upload(within(d).getByTestId('catalogue-import-file'), excelFile());
    expect(await within(d).findByText('1 nuovo · 0 aggiornati · 1 riga con errori')).toBeTruthy();
    expect(within(d).getByRole('status').textContent).toBe(
      'listino.csv letto come Windows-1252 (salvato da Excel).',
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/activities/7/catalogue/items/import/preview',
        body: { csv: 'codice;nome;categoria;prezzo\r\nCA-1;Caffè;Bar;1,20\r\nTE-1;Tè;Bar;abc\r\n' },
        idempotencyKey: undefined,
      },
    ]);
    const lines = within(d).getAllByTestId('catalogue-import-line');
    expect(lines[0]?.textContent).toContain('Riga 2NuovoCA-1 Caffè (Bar)');
    expect(lines[1]?.textContent).toContain('Riga 3ErroreTE-1 Tè (Bar)Prezzo non valido: abc');
    expect(within(d).getByText('Categorie nuove: Bar')).toBeTruthy();
    expect(
      (within(d).getByRole('button', { name: 'Importa 1 prodotto' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('imports a clean file with one keyed POST and says what it did', async () => {
    const view = {
      separator: ',' as const,
      applied: false,
      creates: 1,
      updates: 1,
      errors: 0,
      newCategories: [],
      lines: [
        {
          line: 2,
          action: 'update' as const,
          sku: 'SH-250',
          name: 'Shampoo delicato',
          category: 'Capelli',
          itemId: 11,
          errors: [],
          notes: [],
        },
        {
          line: 3,
          action: 'create' as const,
          sku: null,
          name: 'Spazzola',
          category: 'Capelli',
          itemId: null,
          errors: [],
          notes: [],
        },
      ],
    };
    mount({
      answer: () => {
        server.answer('post', PREVIEW, view);
        server.answer('post', IMPORT, { ...view, applied: true });
      },
    });
    const csv =
      'sku,name,category,price\nSH-250,Shampoo delicato,Capelli,12.50\n,Spazzola,Capelli,8\n';
    await userEvent.click(await screen.findByRole('button', { name: 'Importa da CSV' }));
    const d = await dialog('Importa prodotti da un file CSV');
    await userEvent.upload(
      within(d).getByTestId('catalogue-import-file'),
      new File([csv], 'catalogo.csv', { type: 'text/csv' }),
    );
    expect(await within(d).findByText('1 nuovo · 1 aggiornato · 0 righe con errori')).toBeTruthy();
    expect(within(d).getByRole('status').textContent).toBe('catalogo.csv letto (UTF-8).');
    await userEvent.click(within(d).getByRole('button', { name: 'Importa 2 prodotti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Importazione fatta: 1 nuovi, 1 aggiornati',
    });
    expect(writes()[1]).toEqual({
      method: 'POST',
      url: '/api/activities/7/catalogue/items/import',
      body: { csv },
      idempotencyKey: KEY,
    });
  });
});
