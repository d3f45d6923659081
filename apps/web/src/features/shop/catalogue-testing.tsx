// The catalogue screens' test world (component tests only): Salone Aurora's clothes (a striped
// top in blue and red, S sold out in blue, M with 2 left) and Da Rita's dishes, and a fetch stub
// that answers the catalogue and cart calls and records what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  ActivityConfiguration,
  Item,
  ItemColor,
  ItemColorsView,
  ShopCategory,
  ShopImage,
  ShopType,
} from '@tessera/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import Snackbar from '../../components/Snackbar.tsx';
import { session } from '../../lib/session.ts';
import { json, jwt, membership, Where } from '../../test-support.tsx';
import { configuration } from './checkout-testing.tsx';

export { configuration };

export const item = (over: Partial<Item> = {}): Item => ({
  id: 3,
  categoryId: 1,
  name: 'Maglia a righe',
  description: 'Cotone, vestibilità regolare.',
  price: 30,
  discountPrice: null,
  imageUrl: '/images/item/3.jpg',
  itemColorId: 21,
  soldOut: false,
  allergens: [],
  typologies: [],
  ...over,
});

export const BLUE: ItemColor = {
  id: 21,
  itemId: 3,
  name: 'Blu',
  hex: '1E3A8A',
  imageUrl: '/images/item/3-blu.jpg',
  itemColorSizes: [
    { id: 211, size: 'S', stock: 0 },
    { id: 212, size: 'M', stock: 2 },
    { id: 213, size: 'L', stock: null },
  ],
};
export const RED: ItemColor = {
  id: 22,
  itemId: 3,
  name: 'Rosso',
  hex: 'B91C1C',
  imageUrl: '/images/item/3-rosso.jpg',
  itemColorSizes: [
    { id: 221, size: 'S', stock: 4 },
    { id: 222, size: 'M', stock: 0 },
  ],
};

export const view = (
  colors: ItemColor[] = [BLUE, RED],
  over: Partial<Item> = {},
): ItemColorsView => ({
  item: item({ itemColorId: colors[0]?.id ?? 21, ...over }),
  itemColor: colors[0] as ItemColor,
  itemColors: colors,
});

/** A take-away dish: one colour without a name, one size without a label. */
export const DISH_COLOR: ItemColor = {
  id: 41,
  itemId: 9,
  name: null,
  hex: null,
  imageUrl: null,
  itemColorSizes: [{ id: 411, size: null, stock: null }],
};
export const dish = (over: Partial<Item> = {}): Item =>
  item({
    id: 9,
    categoryId: 5,
    name: 'Lasagne al forno',
    description: 'Ragù e besciamella.',
    price: 12,
    imageUrl: null,
    itemColorId: 41,
    allergens: ['GL', 'LA'],
    typologies: ['VG'],
    ...over,
  });

export interface CatalogueWorld {
  shopType: ShopType;
  config?: Partial<ActivityConfiguration>;
  categories?: ShopCategory[];
  /** Items by category id. */
  items?: Record<number, Item[]>;
  /** What the search answers, whatever is asked. */
  search?: (text: string, page: number) => { rows: Item[]; totalRows: number };
  /** Item colour views by item colour id. */
  views?: Record<number, ItemColorsView>;
  shopImages?: ShopImage[];
  itemImages?: ShopImage[];
}

export interface Sent {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown> | undefined;
}

export function signIn() {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
}

/** Stubs fetch with the world; returns what the screen sent. */
export function serve(world: CatalogueWorld): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: u.pathname, url: u, body });
    const path = u.pathname;
    if (method === 'POST' && path === '/api/itemcarts') return json(200, { data: { id: 1 } });
    if (method !== 'GET') return json(404, { message: 'Non trovato', code: 'not_found' });
    if (path === '/api/activities/7/configurations')
      return json(200, { data: configuration(world.shopType, world.config) });
    if (path === '/api/app/activities/7/categories')
      return json(200, { data: world.categories ?? [] });
    const byCategory = path.match(/^\/api\/app\/items\/itemsbycategory\/(\d+)$/);
    if (byCategory) return json(200, { data: world.items?.[Number(byCategory[1])] ?? [] });
    if (path === '/api/app/items/search') {
      const text = u.searchParams.get('filters[text]') ?? '';
      const found = world.search?.(text, Number(u.searchParams.get('page'))) ?? {
        rows: [],
        totalRows: 0,
      };
      return json(200, { data: found.rows, totalRows: found.totalRows });
    }
    const colour = path.match(/^\/api\/app\/itemcolors\/(\d+)$/);
    if (colour) {
      const v = world.views?.[Number(colour[1])];
      return v ? json(200, { data: v }) : json(404, { message: 'Non trovato', code: 'not_found' });
    }
    if (path === '/api/activities/7/shop-images')
      return json(200, { data: world.shopImages ?? [] });
    if (path === '/api/activities/7/itemimages') return json(200, { data: world.itemImages ?? [] });
    if (path === '/api/app/itemcarts/activity/7') return json(200, { data: [], totalRows: 0 });
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
  return sent;
}

/**
 * Renders a shop screen at `path` (its route `route`), with the snackbar and where it went; a
 * client error is not retried, as in the app (lib/queryClient.ts).
 */
export const mount = (element: ReactElement, path: string, route: string) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Snackbar />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
