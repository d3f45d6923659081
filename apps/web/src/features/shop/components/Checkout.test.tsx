// The checkout (issue 17): store payment refused with courier and why; the summary and what the
// order earns are the domain's figures; under the minimum the button says why it is off; an
// order is sent with an Idempotency-Key that a retry sends again; a take-away order offers
// today's pick-up times; an online payment goes to the provider's page.
import { type CartLine, formatCents, orderTotals, pickUpTimes } from '@tessera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { browser } from '../api/checkout.ts';
import {
  ADDRESS,
  CARD,
  COURIER,
  HOME,
  IN_STORE,
  line,
  mount,
  order,
  PAYPAL,
  type Sent,
  type ShopWorld,
  STORE,
  serve,
  signIn,
  TRANSFER,
} from '../checkout-testing.tsx';
import { Checkout } from './Checkout.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

const aurora = (over: Partial<ShopWorld> = {}): ShopWorld => ({
  shopType: 'A',
  shippings: [STORE, COURIER, HOME],
  payments: [CARD, PAYPAL, TRANSFER, IN_STORE],
  balance: 12.5,
  addresses: [ADDRESS],
  ...over,
});

const LINES: CartLine[] = [line()];

beforeEach(async () => {
  signIn('EP');
  await setLanguage('it');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const sendButton = () => screen.getByRole('button', { name: /Invia l'ordine|Vai al pagamento/ });
const summary = () => within(screen.getByTestId('checkout-summary'));
const posts = (sent: Sent[], path: string) =>
  sent.filter((s) => s.method === 'POST' && s.path === path);

describe('payment in store', () => {
  it('is disabled with courier shipping, saying why', async () => {
    serve(aurora());
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    expect((radio(/In negozio/) as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(radio(/Corriere/));
    const store = radio(/In negozio/) as HTMLInputElement;
    expect(store.disabled).toBe(true);
    const reason = document.getElementById(store.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Il pagamento in negozio non è disponibile con la spedizione tramite corriere.',
    );
  });

  it('chosen with store pick-up, is no longer chosen when courier is', async () => {
    serve(aurora());
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(radio(/In negozio/));
    expect(sendButton()).toHaveProperty('disabled', false);
    await userEvent.click(radio(/Corriere/));
    expect((radio(/In negozio/) as HTMLInputElement).checked).toBe(false);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Scegli il pagamento.')).toBeTruthy();
  });
});

describe('the summary', () => {
  it("shows the domain's subtotal, shipping, card credit, total and what the order earns", async () => {
    serve(aurora());
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Corriere/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Usa la mia carta' }));
    const amount = screen.getByRole('textbox', { name: 'Credito da usare (€)' });
    // The cap: the balance (12,50 €) under the subtotal (49,00 €).
    expect((amount as HTMLInputElement).value).toBe('12,50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '7,30');
    const expected = orderTotals({
      subtotalCents: 4900,
      shipping: { priceMinCents: 5000, offerCents: 0, standardCents: 690 },
      requestedCreditCents: 730,
      balanceCents: 1250,
      rule: { valueBasisPoints: 500, pointValueCents: 10 },
      cashBackType: 'EP',
    });
    expect(summary().getByText(formatCents(expected.subtotalCents))).toBeTruthy();
    expect(summary().getByText(formatCents(expected.shippingCents))).toBeTruthy();
    expect(summary().getByText(formatCents(-expected.creditCents))).toBeTruthy();
    expect(summary().getByText(formatCents(expected.totalCents))).toBeTruthy();
    expect(expected.totalCents).toBe(4900 - 730 + 690);
    expect(screen.getByTestId('checkout-earned').textContent).toBe(
      `Con questo ordine guadagni ${formatCents(expected.earned.amountCents)} e ${expected.earned.points} punti`,
    );
    // Shipping is free above 50 €, and said so.
    expect(screen.getByText(/6,90 € · gratis sopra 50,00 € · Consegna in 2–4 giorni/)).toBeTruthy();
  });

  it('caps the credit typed at the balance', async () => {
    serve(aurora());
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Usa la mia carta' }));
    const amount = screen.getByRole('textbox', { name: 'Credito da usare (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    expect(summary().getByText(formatCents(-1250))).toBeTruthy();
    expect(summary().getByText(formatCents(4900 - 1250))).toBeTruthy();
  });

  it('under the minimum order, the button is off and says why', async () => {
    serve(aurora({ config: { shopTotalMinPrice: 60 } }));
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(radio(/Bonifico/));
    const button = sendButton();
    expect(button).toHaveProperty('disabled', true);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain("L'ordine minimo è di 60,00 €: aggiungi ancora 11,00 €.");
  });
});

describe('sending', () => {
  it('sends the same Idempotency-Key again when the answer was lost, and goes to the success page', async () => {
    let tries = 0;
    const sent = serve(
      aurora({
        answer: (s) => {
          if (s.method !== 'POST' || s.path !== '/api/itemorders') return undefined;
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return json(201, { data: order() });
        },
      }),
    );
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Corriere/ }));
    await userEvent.click(radio(/Bonifico/));
    await waitFor(() => expect(radio(/Via Roma, 3/)).toHaveProperty('checked', true));
    await userEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('/shop/pay/success'),
    );
    const [first, second] = posts(sent, '/api/itemorders');
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual({
      activityId: 7,
      shippingId: COURIER.id,
      paymentId: TRANSFER.id,
      customerAddressId: ADDRESS.id,
      usedCreditValue: 0,
      checkCreditUse: false,
      orderTimeRequest: null,
      totalPrice: 55.9,
    });
    expect(await screen.findByText('Ordine inviato correttamente')).toBeTruthy();
  });

  it('a different order after a refusal goes with a new key', async () => {
    const sent = serve(
      aurora({
        answer: (s) =>
          s.method === 'POST' && s.path === '/api/itemorders'
            ? json(409, { message: 'Maglia a righe è esaurito', code: 'sold_out' })
            : undefined,
      }),
    );
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(radio(/Bonifico/));
    await userEvent.click(sendButton());
    expect(await screen.findByText('Maglia a righe è esaurito')).toBeTruthy();
    await userEvent.click(sendButton());
    await userEvent.click(radio(/In negozio/));
    await userEvent.click(sendButton());
    await waitFor(() => expect(posts(sent, '/api/itemorders')).toHaveLength(3));
    const keys = posts(sent, '/api/itemorders').map((s) => s.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('pays online on the page the checkout session names', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const sent = serve(
      aurora({
        answer: (s) =>
          s.method === 'POST' && s.path === '/api/itemorders/paid/checkout'
            ? json(201, {
                data: { sessionId: 'sim_1', url: '/shop/pay/simulated/sim_1', orderId: 9 },
              })
            : undefined,
      }),
    );
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(radio('Carta'));
    await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shop/pay/simulated/sim_1'));
    const [checkout] = posts(sent, '/api/itemorders/paid/checkout');
    expect(checkout?.headers['idempotency-key']).toBeTruthy();
    expect(checkout?.body).toMatchObject({ shippingId: STORE.id, paymentId: CARD.id });
    expect(posts(sent, '/api/itemorders')).toHaveLength(0);
  });

  it('an order paid entirely with card credit is placed, whatever the payment', async () => {
    const sent = serve(
      aurora({
        balance: 100,
        answer: (s) =>
          s.method === 'POST' && s.path === '/api/itemorders'
            ? json(201, { data: order({ total: 0 }) })
            : undefined,
      }),
    );
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(radio('Carta'));
    await userEvent.click(screen.getByRole('switch', { name: 'Usa la mia carta' }));
    await userEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() => expect(posts(sent, '/api/itemorders')).toHaveLength(1));
    expect(posts(sent, '/api/itemorders')[0]?.body).toMatchObject({
      usedCreditValue: 49,
      checkCreditUse: true,
      totalPrice: 0,
    });
  });
});

describe('a take-away order', () => {
  it("offers today's pick-up times and sends the one chosen", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 10 March 2026, 11:52 in Rome.
    vi.setSystemTime(new Date('2026-03-10T10:52:00Z'));
    const today = { id: 1, day: 2, startTime: '12:00', endTime: '13:30' };
    const sent = serve({
      shopType: 'R',
      shippings: [STORE],
      payments: [IN_STORE, CARD],
      balance: 0,
      closeTimes: [{ id: 2, day: 1, startTime: '19:00', endTime: '22:00' }, today],
      answer: (s) =>
        s.method === 'POST' && s.path === '/api/itemorders'
          ? json(201, { data: order({ shippingType: 'S', paymentType: 'ST' }) })
          : undefined,
    });
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /In negozio/ }));
    expect(screen.getByText("Scegli l'orario di ritiro.")).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ritiro alle' }));
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(pickUpTimes(today, 20, '11:52'));
    expect(offered).toEqual(['12:20', '12:40', '13:00', '13:20']);
    await userEvent.click(screen.getByRole('option', { name: '12:40' }));
    await userEvent.click(sendButton());
    await waitFor(() => expect(posts(sent, '/api/itemorders')).toHaveLength(1));
    expect(posts(sent, '/api/itemorders')[0]?.body).toMatchObject({
      orderTimeRequest: '12:40',
      customerAddressId: null,
    });
  });

  it('says so when no pick-up time is left today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:20:00Z'));
    serve({
      shopType: 'R',
      shippings: [STORE],
      payments: [IN_STORE],
      balance: 0,
      closeTimes: [{ id: 1, day: 2, startTime: '12:00', endTime: '13:30' }],
    });
    mount(<Checkout lines={LINES} />);
    expect(
      await screen.findByText('Oggi non ci sono più orari di ritiro disponibili.'),
    ).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
  });
});
