// The coupons screen (issue 9, issue 15): each coupon with its picture, name, validity as
// DD-MM-YYYY ("Scaduto il" once past it) and no internal field, usable ones apart from the expired
// and used ones, its code printed and, while it can be redeemed, drawn as a barcode; asked a page
// at a time for the current activity, the page in the address; deleted after a confirmation; the
// shared empty state when there is none; offline, the last known coupons with their time.
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { couponCustomersQueryOptions } from '../../../lib/api/coupon-customers.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { jwt, keptThenOffline, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type Coupon, coupon } from '../../../testing/fixtures/offers.ts';
import { pageOf } from '../../../testing/fixtures/page.ts';
import CouponsPage from './CouponsPage.tsx';

const STORY = [
  coupon(1, {
    name: 'Piega in omaggio',
    description: 'Con un taglio, la piega è offerta.',
    imageUrl: '/images/coupon/7/coupon-1.svg',
    validTo: '2026-03-05',
  }),
  coupon(3, { name: 'Caffè offerto', redeemedAt: '2026-02-11T10:00:00.000Z' }),
  coupon(2, { name: 'Sconto estate', validTo: '2025-09-30', expired: true }),
];

const server = serveApi();
let rows: Coupon[];
/** The customer's coupons, which the server pages; a delete takes one off. */
const serveCoupons = (list: Coupon[]) => {
  rows = list;
  server.list('/api/coupon-customers/customers', ({ query }) => pageOf(list, query), list.length);
};
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => ({ method: c.method, url: new URL(c.url, 'http://x') }));

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  serveCoupons(STORY);
  from = server.calls().length;
  server.answer('delete', '/api/app/couponcustomers/{id}', ({ params }) => {
    serveCoupons(rows.filter((r) => r.id !== Number(params.id)));
    return { deleted: true };
  });
});
afterEach(() => {
  onlineStore.set(true);
  onlineManager.setOnline(true);
});

const mount = (path = '/coupons', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CouponsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const article = (name: string) => screen.getByRole('article', { name });

describe('coupons', () => {
  it('show picture, validity and state, no internal field; a barcode only while redeemable', async () => {
    const { container } = mount();
    await screen.findByRole('article', { name: 'Piega in omaggio' });
    // Usable first; the expired and used ones apart, under their own heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Da usare',
      'Scaduti e usati',
    ]);
    const part = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(part('Da usare')).toEqual(['Piega in omaggio']);
    expect(part('Scaduti e usati')).toEqual(['Caffè offerto', 'Sconto estate']);
    expect(screen.queryByText(/Tabella/)).toBeNull();

    const valid = within(article('Piega in omaggio'));
    expect(valid.getByText('Con un taglio, la piega è offerta.')).toBeTruthy();
    expect(valid.getByTestId('coupon-validity').textContent).toBe('Valido fino al 05-03-2026');
    expect(valid.getByTestId('offer-code').textContent).toBe('4829 1573 6201');
    const barcode = valid.getByRole('img', { name: 'Codice a barre 482915736201' });
    await waitFor(() => expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(20));
    // The picture is decorative (the name says what it is).
    const picture = container.querySelector('img[src="/images/coupon/7/coupon-1.svg"]');
    expect(picture?.getAttribute('alt')).toBe('');

    // An expired coupon never reads "Valido fino al": it says when it expired.
    const expired = within(article('Sconto estate'));
    expect(expired.getByTestId('coupon-validity').textContent).toBe('Scaduto il 30-09-2025');
    expect(expired.getByTestId('offer-code').textContent).toBe('Codice 4829 1573 6202');
    expect(expired.queryByRole('img')).toBeNull();

    const used = within(article('Caffè offerto'));
    expect(used.getByTestId('coupon-validity').textContent).toBe('Usato il 11-02-2026');
    expect(used.queryByRole('img')).toBeNull();
  });

  it('are asked a page at a time for the current activity, 15 first, the page in the address', async () => {
    serveCoupons(Array.from({ length: 17 }, (_, i) => coupon(i + 1)));
    mount();
    expect(await screen.findByText('1–15 di 17')).toBeTruthy();
    expect(screen.getAllByTestId('coupon')).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('16–17 di 17')).toBeTruthy();
    expect(screen.getAllByTestId('coupon')).toHaveLength(2);
    expect(screen.getByLabelText('location').textContent).toBe('/coupons?page=2');
    const asked = calls()
      .filter((c) => c.url.pathname === '/api/coupon-customers/customers')
      .map((c) => c.url.search);
    expect(asked.map((q) => new URLSearchParams(q).get('filters[activityId]'))).toEqual(['7', '7']);
    expect(
      asked.map((q) => {
        const p = new URLSearchParams(q);
        return `${p.get('page')}/${p.get('rowsPerPage')}`;
      }),
    ).toEqual(['1/15', '2/15']);
  });

  it('open on the page the address names', async () => {
    serveCoupons(Array.from({ length: 25 }, (_, i) => coupon(i + 1)));
    mount('/coupons?page=2&rowsPerPage=20');
    expect(await screen.findByText('21–25 di 25')).toBeTruthy();
    expect(screen.getAllByTestId('coupon')).toHaveLength(5);
  });

  it('are deleted after a confirmation, and the list is read again', async () => {
    mount();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Sconto estate' });

    // Cancelled: nothing is deleted.
    await user.click(screen.getByRole('button', { name: 'Elimina il coupon Sconto estate' }));
    let dialog = screen.getByRole('dialog', { name: 'Elimina coupon' });
    expect(
      within(dialog).getByText('Vuoi davvero eliminare il coupon «Sconto estate»?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina il coupon Sconto estate' }));
    dialog = screen.getByRole('dialog', { name: 'Elimina coupon' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sconto estate' })).toBeNull(),
    );
    expect(
      calls()
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url.pathname),
    ).toEqual(['/api/app/couponcustomers/2']);
    expect(screen.getAllByTestId('coupon')).toHaveLength(2);
  });

  it('none: the shared empty state', async () => {
    serveCoupons([]);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai coupon al momento.')).toBeTruthy();
    expect(screen.queryByTestId('coupon')).toBeNull();
  });
});

describe('offline', () => {
  it('show the last known coupons with their code and barcode, and the time they were fetched', async () => {
    // Read online and kept on the device; reopened with no connection.
    const { client, fetchedAt } = await keptThenOffline(
      couponCustomersQueryOptions(7, { page: 0, rowsPerPage: 15 }),
      '482915736201',
    );
    from = server.calls().length;
    mount('/coupons', client);
    const valid = within(article('Piega in omaggio'));
    expect(valid.getByTestId('offer-code').textContent).toBe('4829 1573 6201');
    expect(valid.getByRole('img', { name: 'Codice a barre 482915736201' })).toBeTruthy();
    const { date, time } = dateAndTime(fetchedAt);
    expect(screen.getByTestId('fetched-at').textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(screen.getByText('1–3 di 3')).toBeTruthy();
    expect(calls()).toEqual([]);
    client.clear();
  });

  it('with nothing kept, say the list is not downloaded yet: no endless skeleton, no empty count', async () => {
    onlineStore.set(false);
    onlineManager.setOnline(false);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toBe(
      'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
    );
    expect(screen.queryByTestId('coupon-skeleton')).toBeNull();
    expect(screen.queryByText(/di 0/)).toBeNull();
    expect(calls()).toEqual([]);
  });

  it('online with a fresh answer, say no time', async () => {
    mount();
    await screen.findByRole('article', { name: 'Piega in omaggio' });
    expect(screen.queryByTestId('fetched-at')).toBeNull();
  });
});
