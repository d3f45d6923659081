// The packs screen (issue 9): each pack with the uses left of its uses ("7 di 10", also as a
// progress bar), validity and state (valid, expired, used up), its code printed and, while a use
// is left and it has not expired, drawn as a barcode; the shared empty state when there is none;
// offline, the last known packs with their time (issue 15).
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { packCustomersQueryOptions } from '../../../lib/api/pack-customers.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { jwt, keptThenOffline, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type Pack, pack } from '../../../testing/fixtures/offers.ts';
import PacksPage from './PacksPage.tsx';

const server = serveApi();
const servePacks = (rows: Pack[]) => server.list('/api/app/packcustomers/customers', rows);
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => new URL(c.url, 'http://x'));

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  servePacks([
    pack(1, {
      name: '10 pieghe',
      description: 'Dieci pieghe a prezzo speciale.',
      usesLeft: 7,
      validTo: '2026-12-31',
    }),
    pack(2, { name: '5 pranzi', uses: 5, usesLeft: 0 }),
    pack(3, { name: 'Pacchetto estate', usesLeft: 4, validTo: '2025-08-31', expired: true }),
  ]);
  from = server.calls().length;
});
afterEach(() => {
  onlineStore.set(true);
  onlineManager.setOnline(true);
});

const mount = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PacksPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const article = (name: string) => within(screen.getByRole('article', { name }));

describe('packs', () => {
  it('show the uses left of their uses, validity and state; a barcode only while usable', async () => {
    mount();
    await screen.findByRole('article', { name: '10 pieghe' });
    expect(calls().map((u) => u.pathname + u.search)).toEqual([
      '/api/app/packcustomers/customers?activityId=7',
    ]);

    const usable = article('10 pieghe');
    expect(usable.getByText('Dieci pieghe a prezzo speciale.')).toBeTruthy();
    expect(usable.getByTestId('pack-uses-left').textContent).toBe('7 di 10');
    const bar = usable.getByRole('progressbar', { name: 'Utilizzi rimasti' });
    expect(bar.getAttribute('aria-valuenow')).toBe('70');
    expect(bar.getAttribute('aria-valuetext')).toBe('7 di 10');
    expect(usable.getByText('Valido')).toBeTruthy();
    expect(usable.getByTestId('pack-validity').textContent).toBe('Valido fino al 31-12-2026');
    expect(usable.getByTestId('offer-code').textContent).toBe('7362 0448 2911');
    const barcode = usable.getByRole('img', { name: 'Codice a barre 736204482911' });
    await waitFor(() => expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(20));

    const usedUp = article('5 pranzi');
    expect(usedUp.getByTestId('pack-uses-left').textContent).toBe('0 di 5');
    expect(usedUp.getByText('Esaurito')).toBeTruthy();
    expect(usedUp.getByTestId('pack-validity').textContent).toBe('Senza scadenza');
    expect(usedUp.queryByRole('img')).toBeNull();
    expect(usedUp.getByTestId('offer-code').textContent).toBe('Codice 7362 0448 2912');

    const expired = article('Pacchetto estate');
    expect(expired.getByText('Scaduto')).toBeTruthy();
    // Past its last day it never reads "Valido fino al".
    expect(expired.getByTestId('pack-validity').textContent).toBe('Scaduto il 31-08-2025');
    expect(expired.getByTestId('pack-uses-left').textContent).toBe('4 di 10');
    expect(expired.queryByRole('img')).toBeNull();
  });

  it('read in the language chosen', async () => {
    await setLanguage('de');
    mount();
    await screen.findByRole('article', { name: '10 pieghe' });
    expect(article('10 pieghe').getByTestId('pack-uses-left').textContent).toBe('7 von 10');
    expect(article('5 pranzi').getByText('Aufgebraucht')).toBeTruthy();
    expect(article('Pacchetto estate').getByText('Abgelaufen')).toBeTruthy();
  });

  it('none: the shared empty state', async () => {
    servePacks([]);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai pacchetti al momento.')).toBeTruthy();
  });
});

describe('offline', () => {
  it('show the last known packs with their uses left, code and barcode, and their time', async () => {
    const { client, fetchedAt } = await keptThenOffline(
      packCustomersQueryOptions(7),
      '736204482911',
    );
    from = server.calls().length;
    mount(client);
    const usable = article('10 pieghe');
    expect(usable.getByTestId('pack-uses-left').textContent).toBe('7 di 10');
    expect(usable.getByRole('img', { name: 'Codice a barre 736204482911' })).toBeTruthy();
    const { date, time } = dateAndTime(fetchedAt);
    expect(screen.getByTestId('fetched-at').textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(calls()).toEqual([]);
    client.clear();
  });

  it('with nothing kept, say so instead of an endless placeholder', async () => {
    onlineStore.set(false);
    onlineManager.setOnline(false);
    mount();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
    );
    expect(calls()).toEqual([]);
  });
});
