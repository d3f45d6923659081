// The success page after every order (issue 22): SPEC's "Ordine inviato correttamente" for a
// placed order and for one paid online, its lines, the delivery address and estimate or the
// pick-up store and time, a test order's mark, and for a bank transfer the payee, the IBAN in
// groups of 4 and the reference, each copied with a button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { COURIER, line, mount, order, STORE, serve, signIn } from '../checkout-testing.tsx';
import PaySuccessPage from './PaySuccessPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  signIn('EP');
  await setLanguage('it');
});

const BANK = { payee: 'Salone Aurora di Aurora Conti', iban: 'IT60X0542811101000000123456' };

const world = (lines = [line({ id: 9, name: 'Maglia', colorName: 'Blu', size: 'M' })]) =>
  serve({
    shopType: 'A',
    shippings: [STORE, COURIER],
    payments: [],
    balance: 0,
    answer: (s) => {
      if (s.method === 'GET' && s.path.startsWith('/api/app/itemcarts/byorder/'))
        return json(200, { data: lines, totalRows: lines.length });
      if (s.method === 'PUT' && s.path === '/api/itemorders/paid/session/sess_1')
        return json(200, {
          data: order({
            id: 88,
            status: 'paid',
            paymentType: 'S',
            shippingType: 'S',
            address: null,
            pickUpStore: { id: 3, name: 'Salone Aurora', address: 'Via Roma 1, Milano' },
            orderTimeRequest: '18:30',
            testPayment: true,
          }),
        });
      return undefined;
    },
  });

describe('after a bank-transfer courier order', () => {
  const placed = order({
    id: 77,
    bankTransfer: { ...BANK, reference: 'ORD-77' },
    address: 'Via Verdi 3, 20100 Milano (MI)',
  });

  it('says it was sent, with its lines, address, estimate and how to pay: payee, IBAN by 4, reference', async () => {
    world();
    mount(<PaySuccessPage />, { pathname: '/shop/pay/success', state: { order: placed } });
    expect(
      await screen.findByRole('heading', { name: 'Ordine inviato correttamente' }),
    ).toBeTruthy();
    expect(screen.getByText('In attesa del bonifico')).toBeTruthy();
    expect(await screen.findByText('Maglia')).toBeTruthy();
    expect(screen.getByText('Consegna a: Via Verdi 3, 20100 Milano (MI)')).toBeTruthy();
    expect(await screen.findByText('Consegna prevista in 2–4 giorni')).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'Paga con bonifico bancario' });
    expect(
      within(bank).getByText(
        "Fai un bonifico di 55,90 € con questi dati: prepareremo l'ordine appena lo riceviamo.",
      ),
    ).toBeTruthy();
    expect(within(bank).getByText(BANK.payee)).toBeTruthy();
    expect(within(bank).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeTruthy();
    expect(within(bank).getByText('ORD-77')).toBeTruthy();
    expect(screen.queryByTestId('test-order')).toBeNull();
  });

  it('copies the IBAN without spaces and the reference, and says so', async () => {
    world();
    const user = userEvent.setup();
    mount(<PaySuccessPage />, { pathname: '/shop/pay/success', state: { order: placed } });
    await user.click(await screen.findByRole('button', { name: 'Copia IBAN' }));
    expect(await navigator.clipboard.readText()).toBe(BANK.iban);
    expect(await screen.findByText('IBAN copiato')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copia Causale' }));
    expect(await navigator.clipboard.readText()).toBe('ORD-77');
  });

  it('in English too', async () => {
    await setLanguage('gb');
    world();
    mount(<PaySuccessPage />, { pathname: '/shop/pay/success', state: { order: placed } });
    expect(await screen.findByRole('region', { name: 'Pay by bank transfer' })).toBeTruthy();
    expect(screen.getByText('Awaiting bank transfer')).toBeTruthy();
    expect(screen.getByText('Reference')).toBeTruthy();
  });
});

describe('after an online order', () => {
  it('paid through the test checkout: sent, a test, the pick-up store and time, no bank details', async () => {
    world();
    mount(<PaySuccessPage />, '/shop/pay/success?session_id=sess_1');
    expect(
      await screen.findByRole('heading', { name: 'Ordine inviato correttamente' }),
    ).toBeTruthy();
    expect(screen.getByText('Pagato')).toBeTruthy();
    expect(screen.getByTestId('test-order').textContent).toBe(
      'Ordine di prova: pagato con il pagamento di prova, nessun addebito reale',
    );
    expect(screen.getByText('Ritiro presso: Salone Aurora, Via Roma 1, Milano')).toBeTruthy();
    expect(screen.getByText('Orario di ritiro: 18:30')).toBeTruthy();
    expect(screen.queryByText(/Consegna prevista/)).toBeNull();
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
    await waitFor(() => expect(screen.getByText('Maglia')).toBeTruthy());
  });
});
