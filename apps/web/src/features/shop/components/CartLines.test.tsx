// The cart's lines: what each shows (colour, size, the discount price with the full price struck)
// and the quantity stepper: plus and minus send the new quantity, never 0 (SPEC §5): at 1 the
// minus removes the line instead; plus stops at the stock left.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartLine } from '@tessera/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import { CartLines } from './CartLines.tsx';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 4,
  itemId: 3,
  itemColorSizeId: 11,
  name: 'Maglia a righe',
  colorName: 'Blu',
  size: 'M',
  imageUrl: null,
  price: 30,
  discountPrice: 24.5,
  quantity: 2,
  lineTotal: 49,
  stock: null,
  available: true,
  ...over,
});

const calls: { url: string; method: string }[] = [];

beforeEach(async () => {
  calls.length = 0;
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET' });
    return json(200, { data: line(), totalRows: 1 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = (lines: CartLine[], readOnly = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CartLines lines={lines} readOnly={readOnly} />
    </QueryClientProvider>,
  );

const changes = () => calls.filter((c) => c.method !== 'GET');

it('shows name, colour, size, the discount price with the full price struck, and the total', () => {
  mount([line()]);
  const item = screen.getByRole('listitem');
  expect(within(item).getByText('Maglia a righe')).toBeTruthy();
  expect(within(item).getByText('Colore: Blu')).toBeTruthy();
  expect(within(item).getByText('Taglia: M')).toBeTruthy();
  expect(within(item).getByText('24,50 €')).toBeTruthy();
  expect(within(item).getByText('30,00 €').closest('s')).toBeTruthy();
  expect(within(item).getByText('Totale: 49,00 €')).toBeTruthy();
  expect(within(item).getByLabelText('Quantità di Maglia a righe').textContent).toBe('2');
});

it('without a discount shows one price, not struck', () => {
  mount([line({ discountPrice: null, colorName: null, size: null })]);
  expect(screen.getByText('30,00 €').closest('s')).toBeNull();
  expect(screen.queryByText(/Colore/)).toBeNull();
  expect(screen.queryByText(/Taglia/)).toBeNull();
});

it('plus and minus send the new quantity', async () => {
  mount([line({ quantity: 2 })]);
  await userEvent.click(
    screen.getByRole('button', { name: 'Aumenta la quantità di Maglia a righe' }),
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Diminuisci la quantità di Maglia a righe' }),
  );
  expect(changes()).toEqual([
    { url: '/api/itemcarts/4/quantity/3', method: 'PUT' },
    { url: '/api/itemcarts/4/quantity/1', method: 'PUT' },
  ]);
});

it('at 1 the minus removes the line and never sends 0', async () => {
  mount([line({ quantity: 1 })]);
  expect(screen.queryByRole('button', { name: /Diminuisci/ })).toBeNull();
  const removes = screen.getAllByRole('button', { name: 'Rimuovi Maglia a righe dal carrello' });
  expect(removes).toHaveLength(2);
  await userEvent.click(removes[0] as HTMLElement);
  expect(changes()).toHaveLength(1);
  expect(changes()[0]?.method).toBe('DELETE');
  expect(changes()[0]?.url).toMatch(/^\/api\/itemcarts\/4(\?|$)/);
  expect(calls.some((c) => c.url.includes('/quantity/0'))).toBe(false);
});

it('the remove button deletes the line', async () => {
  mount([line({ quantity: 3 })]);
  await userEvent.click(
    screen.getByRole('button', { name: 'Rimuovi Maglia a righe dal carrello' }),
  );
  expect(changes().map((c) => c.method)).toEqual(['DELETE']);
});

it('plus stops at the stock left, which is said when it is below the quantity', () => {
  const { unmount } = mount([line({ quantity: 3, stock: 3 })]);
  expect(
    screen.getByRole('button', { name: 'Aumenta la quantità di Maglia a righe' }),
  ).toHaveProperty('disabled', true);
  unmount();
  mount([line({ quantity: 3, stock: 2 })]);
  expect(screen.getByText('Ne restano solo 2')).toBeTruthy();
});

it('a line no longer sold says so', () => {
  mount([line({ available: false })]);
  expect(screen.getByText('Non più in vendita')).toBeTruthy();
});

it('read only shows the quantity without buttons', () => {
  mount([line()], true);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  expect(screen.getByLabelText('Quantità di Maglia a righe').textContent).toBe('2');
});
