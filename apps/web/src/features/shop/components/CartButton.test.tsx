// The top bar's cart button (SPEC §2): shown only when the shop is on and the cart has items,
// with their number (the sum of the quantities) in the badge and its name, linking to
// /shop/cart with the language prefix.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartLine } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { menuKeys } from '../../../lib/api/menu.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { menu } from '../../../testing/fixtures/activity.ts';
import { line as cartLine } from '../checkout-testing.tsx';
import { CartButton } from './CartButton.tsx';

const server = serveApi();
const shop = (showShopApp: boolean) => menu({ showShopApp });
const line = (id: number, quantity: number) => cartLine({ id, quantity });
/** How many times the cart was asked for. */
const cartCalls = () =>
  server.calls().filter((c) => c.url.startsWith('/api/app/itemcarts/activity/7')).length;

function serve(shopOn: boolean, lines: CartLine[]) {
  server.answer('get', '/api/activities/{id}/menu', shop(shopOn));
  server.list('/api/app/itemcarts/activity/{id}', lines);
}

const mount = (at = '/', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <CartButton />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
});
afterEach(async () => {
  await setLanguage('it');
});

it('counts the items, not the lines, goes to the cart and is not shown there', async () => {
  serve(true, [line(1, 2), line(2, 1)]);
  mount();
  const button = await screen.findByRole('link', { name: 'Carrello, 3 articoli' });
  expect(button.textContent).toContain('3');
  await userEvent.click(button);
  expect(screen.getByLabelText('location').textContent).toBe('/shop/cart');
  // On the cart itself it would lead nowhere.
  expect(screen.queryByRole('link', { name: /Carrello/ })).toBeNull();
});

it('says one item in the singular, and keeps the language prefix', async () => {
  await setLanguage('gb');
  serve(true, [line(1, 1)]);
  mount('/gb');
  const button = await screen.findByRole('link', { name: 'Cart, 1 item' });
  expect(button.getAttribute('href')).toBe('/gb/shop/cart');
});

it('is hidden while the cart is empty', async () => {
  serve(true, []);
  mount();
  await waitFor(() => expect(cartCalls()).toBe(1));
  expect(screen.queryByRole('link', { name: /Carrello/ })).toBeNull();
});

it('is hidden, and the cart not asked, when the shop is off', async () => {
  serve(false, [line(1, 2)]);
  // The menu known from the start: an enabled cart query would be sent during the first render.
  const client = new QueryClient();
  client.setQueryData(menuKeys.detail(7), shop(false));
  mount('/', client);
  expect(cartCalls()).toBe(0);
  expect(screen.queryByRole('link', { name: /Carrello/ })).toBeNull();
});
