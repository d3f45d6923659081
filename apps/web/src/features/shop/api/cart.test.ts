// The cart calls: the paths of SPEC §7, no price sent, and a quantity under 1 never sent.
import type { CartLine } from '@tessera/domain';
import { beforeEach, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { line } from '../checkout-testing.tsx';
import { addToCart, cartItemCount, getCart, removeCartLine, setCartQuantity } from './cart.ts';

const server = serveApi();
const calls = server.calls;

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  server.list('/api/app/itemcarts/activity/{id}', []);
  server.answer('post', '/api/itemcarts', line());
  server.answer('put', '/api/itemcarts/{id}/quantity/{n}', line());
  server.answer('delete', '/api/itemcarts/{id}', line());
});

it('reads the open lines of the activity', async () => {
  await getCart(7);
  expect(calls()[0]).toMatchObject({ url: '/api/app/itemcarts/activity/7', method: 'GET' });
});

it('adds with the size, item, activity and quantity, and no price', async () => {
  await addToCart({ activityId: 7, itemId: 3, itemColorSizeId: 11, quantity: 2 });
  expect(calls()[0]).toEqual({
    url: '/api/itemcarts',
    method: 'POST',
    body: { itemColorSizeId: 11, itemId: 3, activityId: 7, quantity: 2 },
  });
});

it('sends a quantity of 1 or more, never 0 or less', async () => {
  await setCartQuantity({ id: 4, quantity: 1 });
  expect(calls()[0]).toMatchObject({ url: '/api/itemcarts/4/quantity/1', method: 'PUT' });
  await expect(setCartQuantity({ id: 4, quantity: 0 })).rejects.toThrow(RangeError);
  await expect(setCartQuantity({ id: 4, quantity: -1 })).rejects.toThrow(RangeError);
  expect(calls()).toHaveLength(1);
});

it('removes a line', async () => {
  await removeCartLine(4);
  expect(calls()[0]?.method).toBe('DELETE');
  expect(calls()[0]?.url).toMatch(/^\/api\/itemcarts\/4(\?|$)/);
});

it('counts the items as the sum of the quantities', () => {
  const line = (quantity: number) => ({ quantity }) as CartLine;
  expect(cartItemCount([line(2), line(1)])).toBe(3);
  expect(cartItemCount(undefined)).toBe(0);
});
