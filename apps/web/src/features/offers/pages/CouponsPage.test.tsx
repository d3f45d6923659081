// The coupons screen (issue 9): each coupon with its picture, name, validity as DD-MM-YYYY, table
// field and state (valid, expired, used), its code printed and, while it can be redeemed, drawn
// as a barcode; asked a page at a time for the current activity; deleted after a confirmation;
// the shared empty state when there is none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CouponCustomer } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import CouponsPage from './CouponsPage.tsx';

const coupon = (id: number, over: Partial<CouponCustomer> = {}): CouponCustomer => ({
  id,
  name: `Coupon ${id}`,
  description: null,
  imageUrl: null,
  table: 'T',
  code: `48291573620${id}`,
  validTo: null,
  expired: false,
  redeemedAt: null,
  ...over,
});

const STORY = [
  coupon(1, {
    name: 'Piega in omaggio',
    description: 'Con un taglio, la piega è offerta.',
    imageUrl: '/images/coupon/7/coupon-1.svg',
    validTo: '2026-03-05',
  }),
  coupon(2, { name: 'Sconto estate', table: 'S', validTo: '2025-09-30', expired: true }),
  coupon(3, { name: 'Caffè offerto', table: 'P', redeemedAt: '2026-02-11T10:00:00.000Z' }),
];

let rows: CouponCustomer[];
let calls: { method: string; url: URL }[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  rows = STORY;
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: u });
    if (method === 'GET' && u.pathname === '/api/coupon-customers/customers') {
      const page = Number(u.searchParams.get('page'));
      const size = Number(u.searchParams.get('rowsPerPage'));
      const start = (page - 1) * size;
      return json(200, { data: rows.slice(start, start + size), totalRows: rows.length });
    }
    const deleted = /^\/api\/app\/couponcustomers\/(\d+)$/.exec(u.pathname);
    if (method === 'DELETE' && deleted) {
      rows = rows.filter((r) => r.id !== Number(deleted[1]));
      return json(200, { data: { deleted: true } });
    }
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CouponsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const article = (name: string) => screen.getByRole('article', { name });

describe('coupons', () => {
  it('show picture, validity, table field and state; a barcode only while redeemable', async () => {
    const { container } = mount();
    await screen.findByRole('article', { name: 'Piega in omaggio' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Piega in omaggio',
      'Sconto estate',
      'Caffè offerto',
    ]);

    const valid = within(article('Piega in omaggio'));
    expect(valid.getByText('Con un taglio, la piega è offerta.')).toBeTruthy();
    expect(valid.getByText('Valido')).toBeTruthy();
    expect(valid.getByText('Tabella T')).toBeTruthy();
    expect(valid.getByTestId('coupon-validity').textContent).toBe('Valido fino al 05-03-2026');
    expect(valid.getByTestId('offer-code').textContent).toBe('4829 1573 6201');
    const barcode = valid.getByRole('img', { name: 'Codice a barre 482915736201' });
    await waitFor(() => expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(20));
    // The picture is decorative (the name says what it is), its box sized before it loads.
    const picture = container.querySelector('img[src="/images/coupon/7/coupon-1.svg"]');
    expect(picture?.getAttribute('alt')).toBe('');

    const expired = within(article('Sconto estate'));
    expect(expired.getByText('Scaduto')).toBeTruthy();
    expect(expired.getByText('Tabella S')).toBeTruthy();
    expect(expired.getByTestId('coupon-validity').textContent).toBe('Valido fino al 30-09-2025');
    expect(expired.getByTestId('offer-code').textContent).toBe('Codice 4829 1573 6202');
    expect(expired.queryByRole('img')).toBeNull();

    const used = within(article('Caffè offerto'));
    expect(used.getByText('Usato il 11-02-2026')).toBeTruthy();
    expect(used.getByText('Tabella P')).toBeTruthy();
    expect(used.getByTestId('coupon-validity').textContent).toBe('Senza scadenza');
    expect(used.queryByRole('img')).toBeNull();
  });

  it('are asked a page at a time for the current activity, 15 first', async () => {
    rows = Array.from({ length: 17 }, (_, i) => coupon(i + 1));
    mount();
    expect(await screen.findByText('1–15 di 17')).toBeTruthy();
    expect(screen.getAllByTestId('coupon')).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('16–17 di 17')).toBeTruthy();
    expect(screen.getAllByTestId('coupon')).toHaveLength(2);
    const asked = calls
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
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina il coupon Sconto estate' }));
    dialog = screen.getByRole('dialog', { name: 'Elimina coupon' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sconto estate' })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/app/couponcustomers/2',
    ]);
    expect(screen.getAllByTestId('coupon')).toHaveLength(2);
  });

  it('none: the shared empty state', async () => {
    rows = [];
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai coupon al momento.')).toBeTruthy();
    expect(screen.queryByTestId('coupon')).toBeNull();
  });
});
