// The card screen (issue 9): figures by cashBackType, the barcode for graphicCardType B only
// with the code printed under it, the cart value rate and next expiry, and offline the last
// known card with the time it was fetched.
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserCard } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { userCardQueryOptions } from '../../../lib/api/user-card.ts';
import { forgetReads } from '../../../lib/http.ts';
import { onlineStore } from '../../../lib/online.ts';
import { persistQueries } from '../../../lib/queryPersistence.ts';
import { session } from '../../../lib/session.ts';
import { KEYS } from '../../../lib/storage.ts';
import { jwt, membership, userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { configuration } from '../../../testing/fixtures/activity.ts';
import { cartValue } from '../../../testing/fixtures/card.ts';
import CardPage from './CardPage.tsx';

const CODE = '482915736204';
let card: UserCard;
const server = serveApi();

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  card = userCard({ cardCode: CODE });
  server.answer('get', '/api/activities/{id}/usercard', () => card);
  server.answer('get', '/api/app/activities/{id}/cartshop', cartValue());
  server.answer('get', '/api/activities/{id}/configurations', configuration());
});
afterEach(() => {
  onlineStore.set(true);
  onlineManager.setOnline(true);
});

const mount = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('figures by cashBackType', () => {
  it.each([
    ['E', ['Saldo'], '12,50 €', null],
    ['P', ['Punti'], null, '1.250'],
    ['EP', ['Saldo', 'Punti'], '12,50 €', '1.250'],
  ] as const)('%s shows %j', async (cashBackType, labels, balance, points) => {
    card = { ...card, cashBackType, pointBalance: 1250 };
    mount();
    await screen.findByText('4829 1573 6204');
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual(labels);
    expect(screen.queryByTestId('card-balance')?.textContent ?? null).toBe(balance);
    expect(screen.queryByTestId('card-points')?.textContent ?? null).toBe(points);
  });

  it('states the cart value rate: the percent, and the spending that earns a point', async () => {
    card = { ...card, cashBackType: 'EP' };
    mount();
    expect(await screen.findByText('Accumuli il 5 % di ogni spesa')).toBeTruthy();
    expect(screen.getByText('1 punto ogni 2,00 € di spesa')).toBeTruthy();
  });

  it('states the next expiry as a price and a DD-MM-YYYY date, or that nothing expires', async () => {
    card = { ...card, nextExpiry: { amount: 1234.5, date: '2026-03-05' } };
    const { unmount } = mount();
    expect(await screen.findByText('1.234,50 € in scadenza il 05-03-2026')).toBeTruthy();
    unmount();
    card = { ...card, nextExpiry: null };
    // Another card a moment later: not the read the first screen shared (lib/http.ts).
    forgetReads();
    mount();
    expect(await screen.findByText('Nessun credito in scadenza')).toBeTruthy();
  });
});

describe('barcode', () => {
  it('graphicCardType B: a Code 128 barcode of the card code, the code printed under it', async () => {
    card = { ...card, graphicCardType: 'B' };
    mount();
    const barcode = await screen.findByRole('img', {
      name: `Codice a barre della carta ${CODE}`,
    });
    // Drawn once the barcode library has loaded: black bars on white.
    await waitFor(() => expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(20));
    expect(barcode.querySelector('svg g')?.getAttribute('fill')).toBe('#000000');
    const code = screen.getByTestId('card-code');
    expect(code.textContent).toBe('4829 1573 6204');
    // Under it: the code follows the barcode in the document.
    expect(barcode.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('graphicCardType S: the code alone, no barcode', async () => {
    mount();
    expect(await screen.findByText('4829 1573 6204')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Codice a barre/ })).toBeNull();
    expect(screen.queryByTestId('card-barcode')).toBeNull();
  });

  it('the button shows the barcode full screen, and closes it', async () => {
    card = { ...card, graphicCardType: 'B' };
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mostra a schermo intero' }));
    const dialog = screen.getByRole('dialog', { name: 'Carta Attività 7' });
    expect(
      within(dialog).getByRole('img', { name: `Codice a barre della carta ${CODE}` }),
    ).toBeTruthy();
    expect(within(dialog).getByText('4829 1573 6204')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps every place while the card loads: the barcode box has its height before the code', () => {
    card = { ...card, graphicCardType: 'B' };
    localStorage.setItem(
      KEYS.cache('configuration', 7),
      JSON.stringify({ date: new Date().toISOString(), data: { graphicCardType: 'B' } }),
    );
    mount();
    // Nothing answered yet: the code's line and the figures are placeholders, the button waits.
    expect(screen.getByTestId('card-code').querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(screen.getByTestId('card-balance').querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Mostra a schermo intero' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('offline', () => {
  it('shows the last known card, kept on the device, with the time it was fetched', async () => {
    card = { ...card, graphicCardType: 'B', balance: 48.2 };
    // Online: the card is read and kept on the device (at most a second later).
    const before = new QueryClient();
    await persistQueries(before);
    await before.fetchQuery(userCardQueryOptions(7));
    await waitFor(() => expect(localStorage.getItem(KEYS.queries)).toContain(CODE), {
      timeout: 3000,
    });
    const fetchedAt = before.getQueryState(userCardQueryOptions(7).queryKey)?.dataUpdatedAt;
    before.clear();

    // Reopened with no connection: nothing is asked, the kept card shows, with its time.
    onlineStore.set(false);
    onlineManager.setOnline(false);
    const seen = server.calls().length;
    const after = new QueryClient();
    await persistQueries(after);
    mount(after);
    expect(screen.getByTestId('card-balance').textContent).toBe('48,20 €');
    expect(screen.getByTestId('card-code').textContent).toBe('4829 1573 6204');
    expect(
      await screen.findByRole('img', { name: `Codice a barre della carta ${CODE}` }),
    ).toBeTruthy();
    const { date, time } = dateAndTime(new Date(fetchedAt as number));
    expect(screen.getByTestId('card-fetched-at').textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(
      server
        .calls()
        .slice(seen)
        .filter((c) => c.url.includes('usercard')),
    ).toEqual([]);
    after.clear();
  });

  it('online with a fresh answer, says no time', async () => {
    mount();
    await screen.findByText('4829 1573 6204');
    expect(screen.queryByTestId('card-fetched-at')).toBeNull();
  });
});
