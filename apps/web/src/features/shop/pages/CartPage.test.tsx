// The cart page (issue 17): the lines and the checkout; back from a cancelled payment it abandons
// the session once and says the payment was cancelled and the credit given back; after a
// re-order it names what was skipped; an empty cart offers the shop.
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test-support.tsx';
import {
  CARD,
  line,
  mount,
  order,
  type ShopWorld,
  STORE,
  serve,
  signIn,
} from '../checkout-testing.tsx';
import CartPage from './CartPage.tsx';

beforeEach(async () => {
  signIn('EP');
  await setLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

const shop = (over: Partial<ShopWorld> = {}): ShopWorld => ({
  shopType: 'A',
  shippings: [STORE],
  payments: [CARD],
  balance: 5,
  cart: [line()],
  ...over,
});

it('shows the lines, then the checkout', async () => {
  serve(shop());
  mount(<CartPage />);
  expect(await screen.findByText('Maglia a righe')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Riepilogo' })).toBeTruthy();
});

it('back from a cancelled payment, abandons the session once and says the credit is back', async () => {
  const sent = serve(
    shop({
      answer: (s) =>
        s.method === 'DELETE' && s.path === '/api/itemorders/paid/session/sim_9'
          ? json(200, { data: order({ status: 'cancelled', usedCredit: 5 }) })
          : undefined,
    }),
  );
  mount(
    <StrictMode>
      <CartPage />
    </StrictMode>,
    '/shop/cart?cancelled=sim_9',
  );
  expect(await screen.findByText('Pagamento annullato')).toBeTruthy();
  expect(
    screen.getByText(/Il credito della carta che avevi usato \(5,00 €\) ti è stato restituito\./),
  ).toBeTruthy();
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/shop/cart'));
  expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(1);
});

it('after a re-order, names the items that could not go back in the cart', async () => {
  serve(shop());
  mount(<CartPage />, {
    pathname: '/shop/cart',
    state: {
      reorder: {
        added: 1,
        skipped: [
          { name: 'Cappello', reason: 'sold_out' },
          { name: 'Sciarpa', reason: 'unavailable' },
        ],
      },
    },
  });
  expect(
    await screen.findByText(
      'Non rimessi nel carrello: Cappello (esaurito), Sciarpa (non più in vendita)',
    ),
  ).toBeTruthy();
});

it('an empty cart offers the shop', async () => {
  serve(shop({ cart: [] }));
  mount(<CartPage />);
  expect(await screen.findByText('Il carrello è vuoto.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Vai al negozio' }).getAttribute('href')).toBe(
    '/shop/shops',
  );
});
