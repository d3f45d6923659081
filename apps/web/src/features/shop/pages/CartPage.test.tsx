// The cart page (issue 17): the lines and the checkout; back from a cancelled payment it abandons
// the session once and says the payment was cancelled and the credit given back; after a
// re-order it names what was skipped; an empty cart offers the shop. Issue 22: a line removed
// can be put back from the snackbar; the summary says "Gratis" when shipping costs nothing (the
// subtotal exceeds the threshold) and every language says the threshold is exceeded; the credit
// field shows the credit applied; back from an abandoned payment the checkout shows the choices
// made before it.
import type { CartLine, LanguageCode } from '@tessera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, translate } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { browser } from '../api/checkout.ts';
import {
  ADDRESS,
  CARD,
  COURIER,
  line,
  mount,
  order,
  type Sent,
  type ShopWorld,
  STORE,
  serve,
  signIn,
  TRANSFER,
} from '../checkout-testing.tsx';
import CartPage from './CartPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  snackStore.set(null);
  sessionStorage.clear();
  signIn('EP');
  await setLanguage('it');
});
afterEach(() => {
  vi.restoreAllMocks();
});

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
  // The address changes once the cart screen has read everything again (a navigation the
  // router holds until then).
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/shop/cart'), {
    timeout: 5000,
  });
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

describe('removing a line', () => {
  const FELPA = line({ id: 5, itemId: 8, itemColorSizeId: 81, name: 'Felpa', quantity: 3 });

  /** A cart the DELETE and POST calls change, as the server would. */
  function cartWorld(cart: CartLine[]) {
    return serve(
      shop({
        cart,
        answer: (s) => {
          if (s.method === 'DELETE' && s.path.startsWith('/api/itemcarts/')) {
            const at = cart.findIndex((l) => `/api/itemcarts/${l.id}` === s.path);
            const [gone] = at < 0 ? [] : cart.splice(at, 1);
            return gone ? json(200, { data: gone }) : undefined;
          }
          if (s.method === 'POST' && s.path === '/api/itemcarts') {
            const back = { ...FELPA, id: 6, quantity: Number(s.body?.quantity) };
            cart.push(back);
            return json(201, { data: back });
          }
          return undefined;
        },
      }),
    );
  }
  const lines = () =>
    screen.queryAllByTestId('cart-line').map((l) => l.querySelector('p')?.textContent);

  it('takes it out at once, and Annulla puts the same size and quantity back', async () => {
    const sent = cartWorld([line(), FELPA]);
    mount(<CartPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rimuovi Felpa dal carrello' }),
    );
    await waitFor(() => expect(lines()).toEqual(['Maglia a righe']));
    const snack = await screen.findByRole('alert');
    expect(within(snack).getByText('Felpa tolto dal carrello')).toBeTruthy();
    await userEvent.click(within(snack).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(lines()).toEqual(['Maglia a righe', 'Felpa']));
    expect(await screen.findByText('Prodotto aggiornato al carrello')).toBeTruthy();
    const changes = sent.filter((x: Sent) => x.method !== 'GET');
    expect(changes.map((x) => `${x.method} ${x.path}`)).toEqual([
      'DELETE /api/itemcarts/5',
      'POST /api/itemcarts',
    ]);
    expect(changes[1]?.body).toEqual({
      itemColorSizeId: 81,
      itemId: 8,
      activityId: 7,
      quantity: 3,
    });
  });

  it('the last line too: the cart is empty, and Annulla still puts it back', async () => {
    cartWorld([FELPA]);
    mount(<CartPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rimuovi Felpa dal carrello' }),
    );
    expect(await screen.findByText('Il carrello è vuoto.')).toBeTruthy();
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Annulla' }),
    );
    await waitFor(() => expect(lines()).toEqual(['Felpa']));
  });

  it('without Annulla, the line stays out', async () => {
    const sent = cartWorld([line(), FELPA]);
    mount(<CartPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rimuovi Felpa dal carrello' }),
    );
    const snack = await screen.findByRole('alert');
    await userEvent.click(within(snack).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(lines()).toEqual(['Maglia a righe']);
    expect(sent.filter((x) => x.method === 'POST')).toHaveLength(0);
  });
});

describe('shipping in the summary', () => {
  /** The summary's figure for a label. */
  const figure = (label: string) =>
    within(screen.getByTestId('checkout-summary')).getByText(label).nextElementSibling?.textContent;

  it.each([
    ['it', 'Gratis'],
    ['es', 'Gratis'],
    ['fr', 'Gratuit'],
    ['de', 'Kostenlos'],
    ['gb', 'Free'],
  ] as const)('says free (%s) when the subtotal exceeds the threshold', async (lang, free) => {
    await setLanguage(lang);
    // 73,50 € by courier: free above 50,00 €.
    serve(shop({ shippings: [COURIER], addresses: [ADDRESS], cart: [line({ quantity: 3 })] }));
    mount(<CartPage />);
    await screen.findByTestId('checkout-summary');
    expect(figure(translate(lang, 'checkout.summary.shipping'))).toBe(free);
  });

  it('at exactly the threshold charges the standard price, and says free is above it', async () => {
    serve(
      shop({
        shippings: [COURIER],
        addresses: [ADDRESS],
        cart: [line({ price: 25, discountPrice: null, quantity: 2, lineTotal: 50 })],
      }),
    );
    mount(<CartPage />);
    await screen.findByTestId('checkout-summary');
    expect(figure('Spedizione')).toBe('6,90 €');
    expect(screen.getByText(/6,90 € · gratis sopra 50,00 €/)).toBeTruthy();
  });

  // SPEC §9: offerPrice when the subtotal EXCEEDS priceMin; no language says "from".
  it.each([
    ['it', 'gratis sopra 50,00 €'],
    ['es', 'gratis en pedidos de más de 50,00 €'],
    ['fr', 'gratuit au-delà de 50,00 €'],
    ['de', 'kostenlos bei Bestellungen über 50,00 €'],
    ['gb', 'free over 50,00 €'],
  ] as const)('says free shipping is above the threshold (%s)', (lang: LanguageCode, text) => {
    expect(translate(lang, 'checkout.shipping.freeAbove', { price: '50,00 €' })).toBe(text);
  });
});

it('the credit field shows the credit applied: capped when left, and when the cart shrinks', async () => {
  const cart = [line()];
  serve(
    shop({
      balance: 40,
      cart,
      answer: (s) => {
        if (s.method === 'PUT' && s.path === '/api/itemcarts/4/quantity/1') {
          cart[0] = line({ quantity: 1, lineTotal: 24.5 });
          return json(200, { data: cart[0] });
        }
        return undefined;
      },
    }),
  );
  mount(<CartPage />);
  await userEvent.click(await screen.findByRole('switch', { name: 'Usa la mia carta' }));
  const amount = screen.getByRole('textbox', { name: 'Credito da usare (€)' }) as HTMLInputElement;
  // The most it may be: the balance (40,00 €), under the subtotal (49,00 €).
  expect(amount.value).toBe('40,00');
  await userEvent.clear(amount);
  await userEvent.type(amount, '45');
  expect(amount.value).toBe('45');
  await userEvent.tab();
  expect(amount.value).toBe('40,00');
  await userEvent.clear(amount);
  await userEvent.type(amount, '30');
  await userEvent.tab();
  expect(amount.value).toBe('30,00');
  // One fewer: the subtotal is 24,50 €, and so is the credit.
  await userEvent.click(
    screen.getByRole('button', { name: 'Diminuisci la quantità di Maglia a righe' }),
  );
  await waitFor(() => expect(amount.value).toBe('24,50'));
  expect(within(screen.getByTestId('checkout-summary')).getByText('−24,50 €')).toBeTruthy();
});

describe('back from an abandoned online payment', () => {
  const online = (): ShopWorld =>
    shop({
      shippings: [STORE, COURIER],
      payments: [CARD, TRANSFER],
      addresses: [ADDRESS],
      balance: 12.5,
      answer: (s) => {
        if (s.method === 'POST' && s.path === '/api/itemorders/paid/checkout')
          return json(201, {
            data: { sessionId: 'sim_7', url: '/shop/pay/simulated/sim_7', orderId: 9 },
          });
        if (s.method === 'DELETE' && s.path.startsWith('/api/itemorders/paid/session/'))
          return json(200, { data: order({ status: 'cancelled', usedCredit: 5 }) });
        return undefined;
      },
    });

  /** Chooses the courier, the card and 5,00 € of credit, and leaves for the provider. */
  async function leaveForThePayment() {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    serve(online());
    const { unmount } = mount(<CartPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^Corriere/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Carta/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Usa la mia carta' }));
    const amount = screen.getByRole('textbox', { name: 'Credito da usare (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shop/pay/simulated/sim_7'));
    unmount();
  }

  const checked = (name: RegExp) =>
    (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

  it('shows the shipping, address, payment and credit chosen before', async () => {
    await leaveForThePayment();
    serve(online());
    mount(<CartPage />, '/shop/cart?cancelled=sim_7');
    expect(await screen.findByText('Pagamento annullato')).toBeTruthy();
    await screen.findByRole('radio', { name: /^Corriere/ });
    expect(checked(/^Corriere/)).toBe(true);
    await screen.findByRole('radio', { name: /^Via Roma, 3/ });
    expect(checked(/^Via Roma, 3/)).toBe(true);
    expect(checked(/^Carta/)).toBe(true);
    expect(screen.getByRole('switch', { name: 'Usa la mia carta' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      (screen.getByRole('textbox', { name: 'Credito da usare (€)' }) as HTMLInputElement).value,
    ).toBe('5,00');
    expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('keeps the pick-up store chosen among several', async () => {
    const stores = [
      { id: 21, name: 'Bottega Centro', main: true, address: 'Via Emilia 1' },
      { id: 22, name: 'Bottega Stazione', main: false, address: 'Viale Andrea Costa 2' },
    ].map((x) => ({
      ...x,
      activityId: 7,
      visible: true,
      city: 'Imola',
      phone: null,
      openingHours: [],
    }));
    const withStores = (): ShopWorld => {
      const base = online();
      return {
        ...base,
        answer: (s) =>
          s.method === 'GET' && s.path === '/api/stores'
            ? json(200, { data: stores, totalRows: stores.length })
            : base.answer?.(s),
      };
    };
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    serve(withStores());
    const { unmount } = mount(<CartPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^Ritiro in negozio/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /Bottega Stazione/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Carta/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
    unmount();

    serve(withStores());
    mount(<CartPage />, '/shop/cart?cancelled=sim_7');
    await screen.findByRole('radio', { name: /Bottega Stazione/ });
    expect(checked(/Bottega Stazione/)).toBe(true);
    expect(checked(/Bottega Centro/)).toBe(false);
  });

  it('another visit to the cart, or another session, starts afresh', async () => {
    await leaveForThePayment();
    serve(online());
    const { unmount } = mount(<CartPage />, '/shop/cart?cancelled=sim_other');
    await screen.findByRole('radio', { name: /^Corriere/ });
    expect(checked(/^Corriere/)).toBe(false);
    unmount();

    await leaveForThePayment();
    serve(online());
    mount(<CartPage />);
    await screen.findByRole('radio', { name: /^Corriere/ });
    expect(checked(/^Corriere/)).toBe(false);
    expect(checked(/^Carta/)).toBe(false);
  });
});
