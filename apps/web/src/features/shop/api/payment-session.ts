// An online payment's session (SPEC §7): PUT /api/itemorders/paid/session/{id} completes the
// order from what the provider says of the session (never from the redirect; asked again, it
// answers the same order), DELETE abandons it (cancelled: stock and card credit given back).
// The simulated provider's test checkout page: GET /api/simulated-checkout/{id} and its pay
// and cancel calls.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, SimulatedCheckout } from '@tessera/domain';
import { userCardSimpleKeys } from '../../../lib/api/user-card-simple.ts';
import { http } from '../../../lib/http.ts';
import { cartKeys } from './cart.ts';
import { myOrderKeys } from './orders.ts';

const sessionPath = (sessionId: string) =>
  `/api/itemorders/paid/session/${encodeURIComponent(sessionId)}`;

export const paymentSessionKeys = {
  all: ['paymentSession'] as const,
  completed: (sessionId: string) => [...paymentSessionKeys.all, 'completed', sessionId] as const,
  simulated: (sessionId: string) => [...paymentSessionKeys.all, 'simulated', sessionId] as const,
};

export const completeSession = (sessionId: string) =>
  http.put<Order>(sessionPath(sessionId), undefined, { noActivity: true });

/**
 * The order the payment completed: a query, so a reload or a second mount asks again (the call
 * is retry-safe) and the answer is kept while the page shows.
 */
export function useCompletedSession(sessionId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentSessionKeys.completed(sessionId ?? ''),
      queryFn: () => completeSession(sessionId as string),
      enabled: sessionId !== null,
      staleTime: Number.POSITIVE_INFINITY,
      retry: 2,
    }),
  );
}

export const cancelSession = (sessionId: string) =>
  http.delete<Order>(sessionPath(sessionId), { noActivity: true });

/** Abandons the payment; the card's balance, the cart and my orders are read again. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () =>
      Promise.all(
        [cartKeys.all, userCardSimpleKeys.all, myOrderKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

const simulatedPath = (sessionId: string) =>
  `/api/simulated-checkout/${encodeURIComponent(sessionId)}`;

export const getSimulatedCheckout = (sessionId: string) =>
  http.get<SimulatedCheckout>(simulatedPath(sessionId), { noActivity: true });

export function useSimulatedCheckout(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentSessionKeys.simulated(sessionId),
      queryFn: () => getSimulatedCheckout(sessionId),
    }),
  );
}

/** Pays or cancels the test session (the simulated provider's own page). */
export const answerSimulatedCheckout = ({
  sessionId,
  answer,
}: {
  sessionId: string;
  answer: 'pay' | 'cancel';
}) =>
  http.post<SimulatedCheckout>(`${simulatedPath(sessionId)}/${answer}`, undefined, {
    noActivity: true,
  });

export function useAnswerSimulatedCheckout() {
  return useMutation({ mutationFn: answerSimulatedCheckout });
}
