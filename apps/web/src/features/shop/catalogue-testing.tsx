// The catalogue screens' test world (component tests only): Salone Aurora's clothes (a striped
// top in blue and red, S sold out in blue, M with 2 left) and Da Rita's dishes, answered through
// Mock Service Worker (the test file calls serveApi()), with a record of what was sent.
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
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import Snackbar from '../../components/Snackbar.tsx';
import { session } from '../../lib/session.ts';
import { jwt, membership, Where } from '../../test-support.tsx';
import { api } from '../../testing/api.ts';
import { configuration, line, recorder, type Sent } from './checkout-testing.tsx';

export { configuration, type Sent };

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

export function signIn() {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
}

/** Answers the catalogue and cart calls from the world; returns what the screen sent. */
export function serve(world: CatalogueWorld): Sent[] {
  const { sent, note, read, list, other } = recorder();
  api.answer('post', '/api/itemcarts', (call) => {
    note('post', '/api/itemcarts', call);
    return line({ id: 1 });
  });
  read('/api/activities/{id}/configurations', () => configuration(world.shopType, world.config));
  read('/api/app/activities/{id}/categories', () => world.categories ?? []);
  api.answer('get', '/api/app/items/itemsbycategory/{categoryId}', (call) => {
    note('get', '/api/app/items/itemsbycategory/{categoryId}', call);
    return world.items?.[Number(call.params.categoryId)] ?? [];
  });
  api.respond('get', '/api/app/items/search', (call) => {
    note('get', '/api/app/items/search', call);
    const text = call.query.get('filters[text]') ?? '';
    const found = world.search?.(text, Number(call.query.get('page'))) ?? {
      rows: [],
      totalRows: 0,
    };
    return HttpResponse.json({ data: found.rows, totalRows: found.totalRows });
  });
  other('get', '/api/app/itemcolors/{id}', (s) => {
    const v = world.views?.[Number(s.path.split('/').at(-1))];
    return v ? HttpResponse.json({ data: v }) : undefined;
  });
  read('/api/activities/{id}/shop-images', () => world.shopImages ?? []);
  read('/api/activities/{activityId}/itemimages', () => world.itemImages ?? []);
  list('/api/app/itemcarts/activity/{id}', () => []);
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
