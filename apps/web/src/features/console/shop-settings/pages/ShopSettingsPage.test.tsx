// The shop settings screen: the settings as saved, a shipping switched on showing its fields and
// its price in words, a payment that cannot work disabled with the reason, euros typed the Italian
// way sent as euros (whole cents) in one keyed PUT, the contract refusing overlapping windows before anything
// is sent, the server's refusals shown, and Retry after a failed first read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopSettingsView, ShopType } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { configurationKeys } from '../../../../lib/api/configuration.ts';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import { configuration } from '../../../../testing/fixtures/activity.ts';
import ShopSettingsPage from './ShopSettingsPage.tsx';

const server = serveApi();

const SETTINGS = '/api/activities/{activityId}/shop-settings' as const;
const IBAN = 'IT60X0542811101000000123456';

const shipping = (
  type: 'S' | 'C' | 'H',
  over: Partial<ShopSettingsView['shippings'][number]> = {},
) => ({
  type,
  active: false,
  priceMin: 0,
  offerPrice: 0,
  standardPrice: 0,
  shippingDaysFrom: 0,
  shippingDaysTo: 0,
  ...over,
});

/** A shop on a server without PayPal keys: pick-up and store payment on, bank details saved. */
const settings = (over: Partial<ShopSettingsView> = {}): ShopSettingsView => ({
  shopTotalMinPrice: 15,
  preparationMinutes: 20,
  shippings: [
    shipping('S', { active: true }),
    shipping('C', {
      priceMin: 50,
      standardPrice: 6.9,
      shippingDaysFrom: 2,
      shippingDaysTo: 4,
    }),
    shipping('H'),
  ],
  payments: [
    { type: 'P', active: false, blockedBy: 'noKeys' },
    { type: 'S', active: false, blockedBy: null },
    { type: 'BT', active: false, blockedBy: null },
    { type: 'ST', active: true, blockedBy: null },
  ],
  bank: { payee: 'Gelateria Nuvola srl', iban: IBAN },
  closeTimes: [
    { day: 1, startTime: '09:00', endTime: '12:30' },
    { day: 6, startTime: '10:00', endTime: '13:00' },
  ],
  ...over,
});

/** The server's answer to a save: the body, and what blocks each payment. */
const savedAs = (body: ReturnType<typeof bodyOf>): ShopSettingsView => ({
  ...body,
  payments: body.payments.map((p) => ({
    ...p,
    blockedBy: p.type === 'P' ? ('noKeys' as const) : null,
  })),
});

/** The body the saved settings stand for. */
const bodyOf = (v: ShopSettingsView) => ({
  ...v,
  payments: v.payments.map(({ type, active }) => ({ type, active })),
});

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

/** The screen of a take-away shop (shopType R, which asks for pick-up times) unless told. */
function mount({ view = settings(), answer = () => {}, shopType = 'R' as ShopType } = {}) {
  server.answer('get', SETTINGS, view);
  answer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configurationKeys.detail(7), configuration({ shopType }));
  // Read again after a save (the checkout reads it).
  server.answer('get', '/api/activities/{id}/configurations', configuration({ shopType }));
  const invalidated: unknown[] = [];
  const invalidate = client.invalidateQueries.bind(client);
  client.invalidateQueries = (filters, options) => {
    invalidated.push(filters?.queryKey);
    return invalidate(filters, options);
  };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/console/shop-settings']}>
        <ShopSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidated };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const region = (name: string) => screen.getByRole('region', { name });
const day = (name: string) => screen.getByRole('group', { name });
const puts = () => server.calls().filter((c) => c.method === 'PUT');
const loaded = async () =>
  (await screen.findByRole('switch', { name: 'Ritiro in negozio' })) as HTMLInputElement;

async function retype(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the shop settings', () => {
  it('shows the settings as saved', async () => {
    mount();
    expect((await loaded()).checked).toBe(true);
    expect(field(/^Ordine minimo/).value).toBe('15,00');
    expect(field(/^Tempo di preparazione/).value).toBe('20');
    expect(toggle('Corriere').checked).toBe(false);
    expect(toggle('Consegna a domicilio').checked).toBe(false);
    expect(within(region('Consegna')).getAllByText('Non offerto ai clienti')).toHaveLength(2);
    expect(toggle('In negozio').checked).toBe(true);
    expect(toggle('Carta').checked).toBe(false);
    expect(field(/^Intestatario del conto/).value).toBe('Gelateria Nuvola srl');
    expect(field(/^IBAN/).value).toBe(IBAN);
    const monday = day('lunedì');
    expect(
      within(monday)
        .getAllByRole('combobox')
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['09:00', '12:30']);
    expect(within(day('domenica')).getByText('Nessun ritiro')).toBeTruthy();
    expect(within(day('sabato')).queryByText('Nessun ritiro')).toBeNull();
    expect(server.calls().map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/activities/7/shop-settings',
    ]);
  });

  it('shows a shipping’s prices and days once switched on, its price in words', async () => {
    mount();
    await loaded();
    const courier = screen.getByRole('group', { name: 'Corriere' });
    expect(within(courier).queryByRole('textbox')).toBeNull();
    await userEvent.click(toggle('Corriere'));
    const standard = within(courier).getByRole('textbox', { name: /^Prezzo standard/ });
    expect((standard as HTMLInputElement).value).toBe('6,90');
    expect(
      (within(courier).getByRole('textbox', { name: /^Soglia per l'offerta/ }) as HTMLInputElement)
        .value,
    ).toBe('50,00');
    expect(
      (within(courier).getByRole('textbox', { name: /^Consegna entro/ }) as HTMLInputElement).value,
    ).toBe('4');
    expect(
      within(courier).getByText(
        'Fino a 50,00 € la consegna costa 6,90 €; sopra 50,00 € la consegna costa 0,00 €.',
      ),
    ).toBeTruthy();
    await retype(within(courier).getByRole('textbox', { name: /^Prezzo sopra la soglia/ }), '2,5');
    expect(
      within(courier).getByText(
        'Fino a 50,00 € la consegna costa 6,90 €; sopra 50,00 € la consegna costa 2,50 €.',
      ),
    ).toBeTruthy();
  });

  it('keeps a payment without provider keys off and says why; one already on can go off', async () => {
    mount({
      view: settings({
        payments: [
          { type: 'P', active: false, blockedBy: 'noKeys' },
          { type: 'S', active: true, blockedBy: 'noKeys' },
          { type: 'BT', active: false, blockedBy: 'noBankDetails' },
          { type: 'ST', active: true, blockedBy: null },
        ],
        bank: null,
      }),
    });
    await loaded();
    const paypal = toggle('PayPal');
    expect(paypal.disabled).toBe(true);
    expect(paypal.getAttribute('aria-describedby')).toBe('shop-payment-P-why');
    expect(document.getElementById('shop-payment-P-why')?.textContent).toBe(
      'Mancano le chiavi del fornitore su questo server: chiedi a chi gestisce Tessera di configurarle',
    );
    // Card is on though its keys are gone: it can be switched off, and on again before saving.
    const card = toggle('Carta');
    expect(card.disabled).toBe(false);
    expect(document.getElementById('shop-payment-S-why')?.textContent).toMatch(
      /^Resta attivo, ma i clienti non possono usarlo/,
    );
    await userEvent.click(card);
    expect(card.checked).toBe(false);
    expect(card.disabled).toBe(false);
    // Bank transfer waits for a payee and an IBAN.
    const transfer = toggle('Bonifico bancario');
    expect(transfer.disabled).toBe(true);
    expect(document.getElementById('shop-payment-BT-why')?.textContent).toBe(
      'Inserisci intestatario e IBAN',
    );
    await userEvent.type(field(/^Intestatario del conto/), 'Nuvola srl');
    await userEvent.type(field(/^IBAN/), IBAN);
    expect(transfer.disabled).toBe(false);
    expect(document.getElementById('shop-payment-BT-why')).toBeNull();
  });

  it('sends euros typed "15,50" as 15.5 in one keyed PUT, and says it is saved', async () => {
    const { invalidated } = mount({
      answer: () => server.answer('put', SETTINGS, ({ body }) => savedAs(body)),
    });
    await loaded();
    await retype(field(/^Ordine minimo/), '15,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: 'Consegne e pagamenti salvati',
      }),
    );
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/activities/7/shop-settings',
        body: { ...bodyOf(settings()), shopTotalMinPrice: 15.5 },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(invalidated).toEqual(
      expect.arrayContaining([['console'], ['configuration'], ['checkout']]),
    );
    expect(field(/^Ordine minimo/).value).toBe('15,50');
  });

  it('refuses an amount of more than 2 decimals on its field, sending nothing', async () => {
    mount();
    await loaded();
    await retype(field(/^Ordine minimo/), '1,005');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Scrivi un importo in euro, per esempio 15,50')).toBeTruthy();
    expect(field(/^Ordine minimo/).getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('sends a courier’s prices as euros typed, and says them with the Italian format', async () => {
    mount({ answer: () => server.answer('put', SETTINGS, ({ body }) => savedAs(body)) });
    await loaded();
    await userEvent.click(toggle('Corriere'));
    const courier = screen.getByRole('group', { name: 'Corriere' });
    const price = (name: RegExp) =>
      within(courier).getByRole('textbox', { name }) as HTMLInputElement;
    await retype(price(/^Prezzo sopra la soglia/), '0,07');
    await retype(price(/^Prezzo standard/), '1234,5');
    expect(
      within(courier).getByText(
        'Fino a 50,00 € la consegna costa 1.234,50 €; sopra 50,00 € la consegna costa 0,07 €.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      shopTotalMinPrice: 15,
      shippings: [
        shipping('S', { active: true }),
        shipping('C', {
          active: true,
          priceMin: 50,
          offerPrice: 0.07,
          standardPrice: 1234.5,
          shippingDaysFrom: 2,
          shippingDaysTo: 4,
        }),
        shipping('H'),
      ],
    });
  });

  it('sends nothing when nothing changed', async () => {
    mount();
    await loaded();
    await retype(field(/^Ordine minimo/), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ message: 'Nessuna modifica da salvare' }),
    );
    expect(puts()).toEqual([]);
  });

  it('asks for pick-up windows only of a take-away shop, whose checkout asks for a time', async () => {
    mount({
      shopType: 'A',
      answer: () => server.answer('put', SETTINGS, ({ body }) => savedAs(body)),
    });
    await loaded();
    expect(screen.getByRole('region', { name: 'Pagamenti' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Orari di ritiro' })).toBeNull();
    // The windows saved are sent back as they are.
    await retype(field(/^Ordine minimo/), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ body: { closeTimes: settings().closeTimes } });
  });

  it('refuses overlapping pick-up windows before sending anything', async () => {
    mount();
    await loaded();
    const monday = day('lunedì');
    await userEvent.click(
      within(monday).getByRole('button', { name: 'Aggiungi una fascia oraria a lunedì' }),
    );
    const starts = within(monday).getAllByRole('combobox', { name: 'Dalle (lunedì)' });
    expect(starts.map((s) => (s as HTMLSelectElement).value)).toEqual(['09:00', '14:30']);
    await userEvent.selectOptions(starts[1] as HTMLSelectElement, '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await within(monday).findByText("Questa fascia si sovrappone a un'altra dello stesso giorno"),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Controlla i campi segnati e riprova.');
    expect(puts()).toEqual([]);
  });

  it('refuses a courier delivering its last day before its first, on the field', async () => {
    mount();
    await loaded();
    await userEvent.click(toggle('Corriere'));
    const courier = screen.getByRole('group', { name: 'Corriere' });
    const last = within(courier).getByRole('textbox', { name: /^Consegna entro/ });
    await retype(last as HTMLInputElement, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await within(courier).findByText("L'ultimo giorno non può venire prima del primo"),
    ).toBeTruthy();
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(last);
    expect(puts()).toEqual([]);
  });

  it('shows the server’s refusal of a payment by the save button', async () => {
    const text =
      'Il pagamento con carta non può essere attivato: su questo server mancano le chiavi del fornitore. Chiedi a chi gestisce Tessera di configurarle.';
    mount({
      answer: () => server.refuse('put', SETTINGS, 422, text, 'payment_unavailable'),
    });
    await loaded();
    await userEvent.click(toggle('Carta'));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(puts()).toHaveLength(1);
    expect(toggle('Carta').checked).toBe(true);
  });

  it('shows a refused IBAN on its field', async () => {
    const text = "L'IBAN IT00 0000 non è valido: controllalo e riprova";
    mount({ answer: () => server.refuse('put', SETTINGS, 400, text, 'invalid_iban') });
    await loaded();
    await retype(field(/^IBAN/), 'IT00 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(field(/^IBAN/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field(/^IBAN/));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Controlla i campi segnati e riprova.');
    expect(puts()[0]?.body).toMatchObject({
      bank: { payee: 'Gelateria Nuvola srl', iban: 'IT00 0000' },
    });
  });

  it('copies Monday’s windows to every day', async () => {
    mount();
    await loaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copia gli orari di lunedì su tutti i giorni' }),
    );
    for (const name of ['martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']) {
      expect(
        within(day(name))
          .getAllByRole('combobox')
          .map((s) => (s as HTMLSelectElement).value),
      ).toEqual(['09:00', '12:30']);
    }
  });

  it('offers Retry when the first read fails', async () => {
    server.refuse('get', SETTINGS, 500, 'Errore');
    server.answer('get', '/api/activities/{id}/configurations', configuration({ shopType: 'R' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ShopSettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('shop-settings-skeleton')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    server.answer('get', SETTINGS, settings());
    await userEvent.click(retry);
    expect((await loaded()).checked).toBe(true);
  });
});
