// The payment pages (issue 17): the simulated provider's TEST checkout pays or cancels and returns
// where a provider would; the success page completes an online order from its session (once,
// and again while the provider has not confirmed) or shows the order just placed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../lib/api/client.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { mount, order, type Sent, STORE, serve, signIn } from '../checkout-testing.tsx';
import PaySuccessPage from './PaySuccessPage.tsx';
import SimulatedPayPage from './SimulatedPayPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  signIn('EP');
  await setLanguage('it');
});
afterEach(() => {
  vi.useRealTimers();
});

const base = { shopType: 'A' as const, shippings: [STORE], payments: [], balance: 0 };
const location = () => screen.getByLabelText('location').textContent;
const calls = (sent: Sent[], method: string, path: string) =>
  sent.filter((s) => s.method === method && s.path === path);

type Simulated = Answer<'/api/simulated-checkout/{sessionId}', 'get'>;

const simulated = (status: Simulated['status'] = 'open'): Simulated => ({
  sessionId: 'sim_1',
  orderId: 501,
  amount: 42.4,
  status,
  activityName: 'Salone Aurora',
});

const SimulatedRoute = () => (
  <Routes>
    <Route path="/shop/pay/simulated/:sessionId" element={<SimulatedPayPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('the simulated checkout', () => {
  const world = () =>
    serve({
      ...base,
      answer: (s) => {
        if (s.path === '/api/simulated-checkout/sim_1') return json(200, { data: simulated() });
        if (s.method === 'POST' && s.path.startsWith('/api/simulated-checkout/sim_1/'))
          return json(200, { data: simulated(s.path.endsWith('pay') ? 'paid' : 'expired') });
        return undefined;
      },
    });

  it('is labelled as a test, shows the amount, and pays back to the success page', async () => {
    const sent = world();
    mount(<SimulatedRoute />, '/shop/pay/simulated/sim_1');
    expect(await screen.findByText('Pagamento di prova — nessun addebito reale')).toBeTruthy();
    expect(screen.getByText('Ordine n. 501')).toBeTruthy();
    expect(screen.getByTestId('simulated-amount').textContent).toBe('42,40 €');
    await userEvent.click(screen.getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(location()).toBe('/shop/pay/success?session_id=sim_1'));
    expect(calls(sent, 'POST', '/api/simulated-checkout/sim_1/pay')).toHaveLength(1);
  });

  it('cancels back to the cart, naming the session', async () => {
    const sent = world();
    mount(<SimulatedRoute />, '/shop/pay/simulated/sim_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(location()).toBe('/shop/cart?cancelled=sim_1'));
    expect(calls(sent, 'POST', '/api/simulated-checkout/sim_1/cancel')).toHaveLength(1);
  });

  it('a session already over cannot be paid again', async () => {
    serve({
      ...base,
      answer: (s) =>
        s.path === '/api/simulated-checkout/sim_1'
          ? json(200, { data: simulated('paid') })
          : undefined,
    });
    mount(<SimulatedRoute />, '/shop/pay/simulated/sim_1');
    expect(await screen.findByText('Questa sessione di pagamento è già conclusa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Paga' })).toBeNull();
  });
});

describe('the success page', () => {
  it('completes the online order from its session and shows its number, total and earnings', async () => {
    const sent = serve({
      ...base,
      answer: (s) =>
        s.method === 'PUT' && s.path === '/api/itemorders/paid/session/sim_1'
          ? json(200, { data: order({ status: 'paid', total: 42.4, cashback: 2.12, points: 21 }) })
          : undefined,
    });
    mount(
      <StrictMode>
        <PaySuccessPage />
      </StrictMode>,
      '/shop/pay/success?session_id=sim_1',
    );
    expect(await screen.findByText('Ordine n. 501')).toBeTruthy();
    expect(screen.getByText('Pagato')).toBeTruthy();
    expect(screen.getByText('42,40 €')).toBeTruthy();
    expect(screen.getByTestId('order-earned').textContent).toBe(
      'Con questo ordine guadagni 2,12 € e 21 punti',
    );
    expect(screen.getByRole('link', { name: 'I miei ordini' }).getAttribute('href')).toBe(
      '/shop/order/orders',
    );
    expect(calls(sent, 'PUT', '/api/itemorders/paid/session/sim_1')).toHaveLength(1);
  });

  it('asks again while the provider has not confirmed the payment', async () => {
    let asked = 0;
    serve({
      ...base,
      answer: (s) => {
        if (s.method !== 'PUT') return undefined;
        asked += 1;
        return asked === 1
          ? json(409, { message: 'Pagamento non ancora completato', code: 'payment_not_done' })
          : json(200, { data: order({ status: 'paid' }) });
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount(<PaySuccessPage />, '/shop/pay/success?session_id=sim_1');
    expect(await screen.findByText('Stiamo confermando il pagamento…')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Pagato')).toBeTruthy();
    expect(asked).toBe(2);
    expect(screen.queryByText('Stiamo confermando il pagamento…')).toBeNull();
    // The page says it; no snackbar over it.
    expect(screen.queryByText('Pagamento non ancora completato')).toBeNull();
  });

  it('a session the provider did not pay says the order is cancelled', async () => {
    const sent = serve({
      ...base,
      answer: (s) =>
        s.method === 'PUT'
          ? json(409, { message: 'Sessione scaduta', code: 'payment_expired' })
          : undefined,
    });
    mount(<PaySuccessPage />, '/shop/pay/success?session_id=sim_1');
    expect(
      await screen.findByText("Il pagamento non risulta completato: l'ordine è stato annullato."),
    ).toBeTruthy();
    expect(screen.queryByTestId('order-earned')).toBeNull();
    expect(calls(sent, 'PUT', '/api/itemorders/paid/session/sim_1')).toHaveLength(1);
  });

  it('without a session shows the order the checkout handed over', async () => {
    const sent = serve(base);
    mount(<PaySuccessPage />, {
      pathname: '/shop/pay/success',
      state: { order: order({ id: 77, total: 18 }) },
    });
    expect(await screen.findByText('Ordine n. 77')).toBeTruthy();
    // A placed bank-transfer order awaits the transfer (PaySuccessPage.test.tsx shows its details).
    expect(screen.getByText('In attesa del bonifico')).toBeTruthy();
    expect(screen.getByText('18,00 €')).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET')).toHaveLength(0);
  });
});
