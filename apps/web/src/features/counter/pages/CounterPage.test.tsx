// The counter (issue 9): a card found by its code, an operation recorded with an Idempotency-Key
// kept for a retry, the server's refusal shown, and the last operation reversed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CardMovementResult, CounterCard } from '@tessera/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership, userCard } from '../../../test-support.tsx';
import CounterPage from './CounterPage.tsx';

const CODE = '482915736204';
let card: CounterCard;
let posts: { body: Record<string, unknown>; key: string | null }[];
let answer: () => Response;
let offerAnswer: () => Response;

const result = (over: Partial<CardMovementResult['movement']>, balance: number) => ({
  data: {
    movement: {
      id: 90,
      type: 'AA',
      amount: 1,
      points: 10,
      spent: 20,
      at: '2026-11-24T10:00:00.000Z',
      storeName: 'Centro',
      reversalOf: null,
      note: null,
      ...over,
    },
    balance,
    pointBalance: 10,
  },
});

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, ['ROLE_STORE'])]);
  card = {
    ...userCard({ cardCode: CODE, balance: 4, pointBalance: 0 }),
    customer: { name: 'Chiara', surname: 'Rossi' },
  };
  posts = [];
  answer = () => json(200, result({}, 5));
  offerAnswer = () =>
    json(200, {
      data: {
        id: 3,
        name: 'Piega in omaggio',
        description: null,
        imageUrl: null,
        table: 'T',
        code: '512345678901',
        validTo: null,
        expired: false,
        redeemedAt: '2026-11-24T10:00:00.000Z',
      },
    });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === `/api/activities/7/cards/${CODE}`) return json(200, { data: card });
    if (url.startsWith('/api/activities/7/cards/')) {
      return json(404, { code: 'not_found', message: 'Elemento non trovato' });
    }
    if (url === '/api/activities/7/coupon-redemptions') {
      const headers = init?.headers as Record<string, string>;
      posts.push({ body: JSON.parse(String(init?.body)), key: headers['idempotency-key'] ?? null });
      return offerAnswer();
    }
    if (url === '/api/activities/7/card-movements') {
      const headers = init?.headers as Record<string, string>;
      posts.push({ body: JSON.parse(String(init?.body)), key: headers['idempotency-key'] ?? null });
      return answer();
    }
    return json(200, { data: {} });
  });
});
afterEach(() => vi.unstubAllGlobals());

function mount() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CounterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function find(code = CODE) {
  await userEvent.type(screen.getByLabelText('Codice della carta'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
}

describe('the counter', () => {
  it('finds the card by its code and shows the customer and the balance', async () => {
    mount();
    await find('4829 1573 6204');
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
    expect(screen.getByTestId('counter-balance').textContent).toBe('4,00 €');
  });

  it('says when no card has the code, and when the code is not 12 digits', async () => {
    mount();
    await find('123');
    expect(screen.getByText('Il codice è di 12 cifre')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Codice della carta'));
    await find('999999999999');
    expect(
      await screen.findByText('Nessuna carta di questa attività ha questo codice'),
    ).toBeTruthy();
  });

  it('records a purchase with a key, and a retry after a refusal reuses it', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    answer = () => json(503, { code: 'error', message: 'Operazione terminata in errore' });
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20,00');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    answer = () => json(200, result({}, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Registrato: +1,00 € · +10 punti')).toBeTruthy();
    expect(posts.map((p) => p.body)).toEqual([
      { cardCode: CODE, type: 'AA', spent: 20 },
      { cardCode: CODE, type: 'AA', spent: 20 },
    ]);
    expect(posts[0]?.key).toBeTruthy();
    expect(posts[1]?.key).toBe(posts[0]?.key);
  });

  it("shows the server's refusal of a consumption beyond the balance", async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    answer = () =>
      json(422, {
        code: 'insufficient_balance',
        message: 'Saldo insufficiente: sulla carta ci sono 4,00 €',
      });
    await userEvent.click(screen.getByRole('button', { name: 'Paga col saldo' }));
    await userEvent.type(screen.getByLabelText('Importo (€)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Saldo insufficiente: sulla carta ci sono 4,00 €')).toBeTruthy();
  });

  it('refuses an amount with more than 2 decimals without sending it', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '1,005');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(screen.getByRole('alert').textContent).toMatch(/al massimo 2 decimali/);
    expect(posts).toEqual([]);
  });

  it('reverses the last operation', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    await screen.findByText('Registrato: +1,00 € · +10 punti');
    answer = () =>
      json(200, result({ id: 91, type: 'SM', amount: -1, points: -10, reversalOf: 90 }, 4));
    await userEvent.click(screen.getByRole('button', { name: 'Storna' }));
    expect(await screen.findByText('Stornato: −1,00 € · −10 punti')).toBeTruthy();
    expect(posts[1]?.body).toEqual({ cardCode: CODE, type: 'SM', reversalOf: 90 });
  });

  it('redeems a coupon by its code, and shows that a second time is refused', async () => {
    mount();
    await userEvent.type(
      screen.getByLabelText('Codice del coupon o del pacchetto'),
      '5123 4567 8901',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Coupon «Piega in omaggio» usato')).toBeTruthy();
    expect(posts).toEqual([{ body: { code: '512345678901' }, key: expect.any(String) }]);
    offerAnswer = () =>
      json(409, { code: 'already_redeemed', message: 'Questo coupon è già stato usato' });
    await userEvent.type(
      screen.getByLabelText('Codice del coupon o del pacchetto'),
      '512345678901',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Questo coupon è già stato usato')).toBeTruthy();
  });
});
