// The catalogue (issue 17): the shop's pictures, categories as scrollable tabs in their order,
// the category's items as cards (picture, name, price and discount, sold-out badge) going to
// the item colour, a paged search, the configured text colour and sizes; a restaurant (R) lists
// dishes with allergens and adds them at once.
import type { Item, ShopCategory } from '@tessera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { serveApi } from '../../../testing/api.ts';
import { dish, item, mount, type Sent, serve, signIn } from '../catalogue-testing.tsx';
import ShopPage from './ShopPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  signIn();
  await setLanguage('it');
});

const CATEGORIES: ShopCategory[] = [
  { id: 2, name: 'Pantaloni', sort: 20 },
  { id: 1, name: 'Maglie', sort: 10 },
];
const TOP = item();
const POLO = item({ id: 4, name: 'Polo', price: 40, discountPrice: 32, itemColorId: 31 });
const GONE = item({ id: 5, name: 'Felpa', itemColorId: 51, soldOut: true });
const JEANS = item({ id: 6, categoryId: 2, name: 'Jeans', price: 60, itemColorId: 61 });

const open = (path = '/shop/shops') => mount(<ShopPage />, path, '/shop/shops');
const gets = (sent: Sent[], path: string) =>
  sent.filter((s) => s.method === 'GET' && s.path === path);

it('shows the categories in their order, the first one’s items, and goes to an item colour', async () => {
  serve({
    shopType: 'A',
    categories: CATEGORIES,
    items: { 1: [TOP, POLO, GONE], 2: [JEANS] },
    shopImages: [{ id: 1, itemId: null, url: '/images/shop/1.jpg', sort: 1 }],
  });
  open();
  const tabs = await screen.findByRole('tablist', { name: 'Categorie' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Maglie', 'Pantaloni']);
  const cards = await screen.findAllByTestId('shop-item');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
    'Maglia a righe',
    'Polo',
    'Felpa',
  ]);
  const polo = cards[1] as HTMLElement;
  expect(within(polo).getByText('32,00 €')).toBeTruthy();
  expect(within(polo).getByText('40,00 €').closest('s')).toBeTruthy();
  expect(within(cards[2] as HTMLElement).getByText('Esaurito')).toBeTruthy();
  expect(within(cards[0] as HTMLElement).queryByText('Esaurito')).toBeNull();
  const banner = screen.getByRole('list', { name: 'Immagini del negozio' });
  expect(banner.querySelectorAll('img')).toHaveLength(1);

  await userEvent.click(within(polo).getByRole('link'));
  expect(screen.getByLabelText('location').textContent).toBe('/shop/item/31');
});

it('another category shows its items and stays in the address', async () => {
  const sent = serve({ shopType: 'A', categories: CATEGORIES, items: { 1: [TOP], 2: [JEANS] } });
  open();
  await userEvent.click(await screen.findByRole('tab', { name: 'Pantaloni' }));
  await screen.findByRole('heading', { name: 'Jeans' });
  expect(screen.getAllByTestId('shop-item')).toHaveLength(1);
  expect(gets(sent, '/api/app/items/itemsbycategory/2')).toHaveLength(1);
  expect(
    gets(sent, '/api/app/items/itemsbycategory/2')[0]?.url.searchParams.get('filters[activityId]'),
  ).toBe('7');
  expect(screen.getByLabelText('location').textContent).toBe('/shop/shops?category=2');
});

it('opens on the category in the address', async () => {
  serve({ shopType: 'A', categories: CATEGORIES, items: { 1: [TOP], 2: [JEANS] } });
  open('/shop/shops?category=2');
  expect(await screen.findByRole('tab', { name: 'Pantaloni', selected: true })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Jeans' })).toBeTruthy();
});

it('searches the whole shop, paged, and clears back to the categories', async () => {
  const many: Item[] = Array.from({ length: 20 }, (_, i) =>
    item({ id: 100 + i, name: `Maglia ${i + 1}`, itemColorId: 200 + i }),
  );
  const sent = serve({
    shopType: 'A',
    categories: CATEGORIES,
    items: { 1: [TOP] },
    search: (text, page) => ({
      rows: text === 'maglia' ? many.slice((page - 1) * 15, page * 15) : [],
      totalRows: text === 'maglia' ? many.length : 0,
    }),
  });
  open();
  await screen.findAllByTestId('shop-item');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca nel negozio' }), 'maglia');
  expect(await screen.findByText('20 prodotti trovati')).toBeTruthy();
  expect(screen.queryByRole('tablist')).toBeNull();
  const asked = gets(sent, '/api/app/items/search').at(-1)?.url.searchParams;
  expect(asked?.get('filters[text]')).toBe('maglia');
  expect(asked?.get('filters[activityId]')).toBe('7');
  expect(asked?.get('page')).toBe('1');
  expect(await screen.findAllByTestId('shop-item')).toHaveLength(15);

  await userEvent.click(screen.getByRole('button', { name: /successiva|next/i }));
  await waitFor(() => expect(screen.getAllByTestId('shop-item')).toHaveLength(5));
  expect(gets(sent, '/api/app/items/search').at(-1)?.url.searchParams.get('page')).toBe('2');

  await userEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
  expect(await screen.findByRole('tablist', { name: 'Categorie' })).toBeTruthy();
});

it('says when a search finds nothing', async () => {
  serve({
    shopType: 'A',
    categories: CATEGORIES,
    items: { 1: [TOP] },
    search: () => ({ rows: [], totalRows: 0 }),
  });
  open();
  await userEvent.type(await screen.findByRole('searchbox'), 'zzz');
  expect(await screen.findByText('Nessun prodotto trovato per «zzz».')).toBeTruthy();
});

it('a shop without categories says it has no products yet', async () => {
  serve({ shopType: 'A', categories: [] });
  open();
  expect(await screen.findByText('Il negozio non ha ancora prodotti.')).toBeTruthy();
});

it('takes the text colour and sizes from the configuration', async () => {
  serve({
    shopType: 'A',
    config: { shopTextColor: 'AD1457', shopTextSize: 15, shopTextSelectedSize: 19 },
    categories: CATEGORIES,
    items: { 1: [TOP] },
  });
  open();
  const selected = await screen.findByRole('tab', { name: 'Maglie' });
  const other = screen.getByRole('tab', { name: 'Pantaloni' });
  expect(getComputedStyle(selected).fontSize).toBe('19px');
  expect(getComputedStyle(other).fontSize).toBe('15px');
  expect(getComputedStyle(other).color).toBe('rgb(173, 20, 87)');
  const name = await screen.findByRole('heading', { name: 'Maglia a righe' });
  expect(getComputedStyle(name).color).toBe('rgb(173, 20, 87)');
});

it('a restaurant (R) lists dishes with allergens and adds one at once', async () => {
  const SOLD = dish({ id: 10, name: 'Tiramisù', itemColorId: 42, soldOut: true, allergens: [] });
  const sent = serve({
    shopType: 'R',
    categories: [{ id: 5, name: 'Primi', sort: 1 }],
    items: { 5: [dish(), SOLD] },
  });
  open();
  const add = await screen.findByRole('button', { name: 'Aggiungi Lasagne al forno al carrello' });
  expect(screen.getByRole('list', { name: 'Allergeni di Lasagne al forno' }).textContent).toBe(
    'GlutineLatte',
  );
  expect(
    screen.getByRole('list', { name: 'Caratteristiche di Lasagne al forno' }).textContent,
  ).toBe('Vegetariano');
  expect(screen.getByRole('button', { name: 'Aggiungi Tiramisù al carrello' })).toHaveProperty(
    'disabled',
    true,
  );
  await userEvent.click(add);
  await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
  expect(sent.find((s) => s.method === 'POST')).toMatchObject({
    path: '/api/itemcarts',
    body: { itemId: 9, activityId: 7, quantity: 1 },
  });
  expect(sent.find((s) => s.method === 'POST')?.body).not.toHaveProperty('itemColorSizeId');
  expect(await screen.findByText('Prodotto aggiornato al carrello')).toBeTruthy();
});
