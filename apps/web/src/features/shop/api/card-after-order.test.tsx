// An order or a payment's outcome changes the customer's card (credit used, cashback and points
// earned): every screen that shows the card reads it again, the card itself, its totals and its
// movements alike (one key family: lib/api/user-card.ts's cardKeys).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardKeys } from '../../../lib/api/user-card.ts';
import { userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { cardTotals, movement } from '../../../testing/fixtures/card.ts';
import { order, signIn } from '../checkout-testing.tsx';
import { usePlaceOrder } from './checkout.ts';
import { useCancelSession } from './payment-session.ts';

const server = serveApi();
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const FLOWS = { page: 0, rowsPerPage: 15 };

beforeEach(() => {
  signIn();
  client = new QueryClient();
  // The card as the card screen, the checkout and the movements screen last read it.
  client.setQueryData(cardKeys.detail(7), userCard());
  client.setQueryData(cardKeys.totals(7), cardTotals({ balance: 12.5 }));
  client.setQueryData(cardKeys.flows(7, FLOWS), { rows: [movement(1)], totalRows: 1 });
});

const stale = () =>
  [cardKeys.detail(7), cardKeys.totals(7), cardKeys.flows(7, FLOWS)].map(
    (queryKey) => client.getQueryState(queryKey)?.isInvalidated,
  );

describe('the card after an order', () => {
  it('a placed order has the card, its totals and its movements read again', async () => {
    server.answer('post', '/api/itemorders', order({ usedCredit: 5 }), 201);
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    expect(stale()).toEqual([false, false, false]);
    await result.current.mutateAsync({
      body: {
        activityId: 7,
        shippingId: 1,
        paymentId: 14,
        usedCreditValue: 5,
        checkCreditUse: true,
      },
      idempotencyKey: 'k-1',
    });
    expect(stale()).toEqual([true, true, true]);
  });

  it('an abandoned payment (its credit given back) does too', async () => {
    server.answer(
      'delete',
      '/api/itemorders/paid/session/{sessionId}',
      order({ status: 'cancelled', usedCredit: 5 }),
    );
    const { result } = renderHook(() => useCancelSession(), { wrapper });
    await result.current.mutateAsync('sim_1');
    expect(stale()).toEqual([true, true, true]);
  });
});
