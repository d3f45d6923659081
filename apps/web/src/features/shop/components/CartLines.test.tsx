// The cart's lines: what each shows (colour, size, the discount price with the full price struck),
// the quantity stepper (plus and minus send the new quantity, never 0: the minus stops at 1, SPEC
// §5; plus stops at the stock left), one remove button per line, and what the stock says: a line
// sold out says "Esaurito", one with fewer left than in the cart says how many are left.
import type { CartLine } from '@tessera/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage, translate } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { line, mount, type Sent, STORE, serve, signIn } from '../checkout-testing.tsx';
import { CartLines } from './CartLines.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

let sent: Sent[] = [];

beforeEach(async () => {
  snackStore.set(null);
  signIn();
  await setLanguage('it');
  sent = serve({
    shopType: 'A',
    shippings: [STORE],
    payments: [],
    balance: 0,
    cart: [line()],
    answer: () => json(200, { data: line() }),
  });
});

const show = (lines: CartLine[], readOnly = false) =>
  mount(<CartLines lines={lines} readOnly={readOnly} />);

const changes = () => sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`);

it('shows name, colour, size, the discount price with the full price struck, and the total', () => {
  show([line()]);
  const item = screen.getByRole('listitem');
  expect(within(item).getByText('Maglia a righe')).toBeTruthy();
  expect(within(item).getByText('Colore: Blu')).toBeTruthy();
  expect(within(item).getByText('Taglia: M')).toBeTruthy();
  expect(within(item).getByText('24,50 €')).toBeTruthy();
  expect(within(item).getByText('30,00 €').closest('s')).toBeTruthy();
  expect(within(item).getByText('Totale: 49,00 €')).toBeTruthy();
  expect(within(item).getByRole('status', { name: 'Quantità di Maglia a righe' }).textContent).toBe(
    '2',
  );
});

it('without a discount shows one price, not struck', () => {
  show([line({ discountPrice: null, colorName: null, size: null })]);
  expect(screen.getByText('30,00 €').closest('s')).toBeNull();
  expect(screen.queryByText(/Colore/)).toBeNull();
  expect(screen.queryByText(/Taglia/)).toBeNull();
});

it('plus and minus send the new quantity', async () => {
  show([line({ quantity: 2 })]);
  await userEvent.click(
    screen.getByRole('button', { name: 'Aumenta la quantità di Maglia a righe' }),
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Diminuisci la quantità di Maglia a righe' }),
  );
  expect(changes()).toEqual(['PUT /api/itemcarts/4/quantity/3', 'PUT /api/itemcarts/4/quantity/1']);
});

it('has one remove button per line; at 1 the minus is off and 0 is never sent', async () => {
  show([line({ quantity: 1 }), line({ id: 5, name: 'Felpa', quantity: 3 })]);
  for (const name of ['Maglia a righe', 'Felpa'])
    expect(screen.getAllByRole('button', { name: `Rimuovi ${name} dal carrello` })).toHaveLength(1);
  const minus = screen.getByRole('button', { name: 'Diminuisci la quantità di Maglia a righe' });
  expect(minus).toHaveProperty('disabled', true);
  await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Felpa dal carrello' }));
  expect(changes()).toEqual(['DELETE /api/itemcarts/5']);
  expect(sent.some((s) => s.path.endsWith('/quantity/0'))).toBe(false);
});

it('plus stops at the stock left, which is said when it is below the quantity', () => {
  const { unmount } = show([line({ quantity: 3, stock: 3 })]);
  expect(
    screen.getByRole('button', { name: 'Aumenta la quantità di Maglia a righe' }),
  ).toHaveProperty('disabled', true);
  expect(screen.queryByText(/Ne rest/)).toBeNull();
  unmount();
  show([line({ quantity: 3, stock: 2 })]);
  expect(screen.getByText('Ne restano solo 2')).toBeTruthy();
  expect(
    screen.getByRole('button', { name: 'Diminuisci la quantità di Maglia a righe' }),
  ).toHaveProperty('disabled', false);
});

it.each([
  ['it', 'Esaurito'],
  ['es', 'Agotado'],
  ['fr', 'Épuisé'],
  ['de', 'Ausverkauft'],
  ['gb', 'Sold out'],
] as const)('a line sold out says so (%s), never "only 0 left"', async (lang, soldOut) => {
  await setLanguage(lang);
  show([line({ quantity: 1, stock: 0 })]);
  const item = screen.getByRole('listitem');
  expect(within(item).getByText(soldOut)).toBeTruthy();
  expect(item.textContent).not.toContain(translate(lang, 'shop.cart.stockLeft', { count: 0 }));
  const [minus, plus] = within(item)
    .getAllByRole('button')
    .filter((b) => b.querySelector('svg[data-testid="RemoveIcon"], svg[data-testid="AddIcon"]'));
  expect([minus?.hasAttribute('disabled'), plus?.hasAttribute('disabled')]).toEqual([true, true]);
});

it('a line no longer sold says so', () => {
  show([line({ available: false })]);
  expect(screen.getByText('Non più in vendita')).toBeTruthy();
  expect(
    screen.getByRole('button', { name: 'Aumenta la quantità di Maglia a righe' }),
  ).toHaveProperty('disabled', true);
});

it('read only shows the quantity without buttons', () => {
  show([line()], true);
  expect(within(screen.getByRole('list')).queryAllByRole('button')).toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Quantità di Maglia a righe' }).textContent).toBe('2');
});
