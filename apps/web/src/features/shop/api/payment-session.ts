// An online payment's session (SPEC §7): PUT /api/itemorders/paid/session/{id} completes the
// order from what the provider says of the session (never from the redirect; asked again, it
// answers the same order), DELETE abandons it (cancelled: stock and card credit given back).
// The simulated provider's test checkout page: GET /api/simulated-checkout/{id} and its pay
// and cancel calls.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { cartKeys } from '../../../lib/api/shop-keys.ts';
import { cardKeys } from '../../../lib/api/user-card.ts';
import { HttpError } from '../../../lib/http.ts';
import { myOrderKeys } from './orders.ts';

/** Asks again when no answer came or the server failed, never after a refusal (4xx). */
const retryUnanswered = (failures: number, error: Error) =>
  failures < 3 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);

export const paymentSessionKeys = {
  all: ['paymentSession'] as const,
  completed: (sessionId: string) => [...paymentSessionKeys.all, 'completed', sessionId] as const,
  simulated: (sessionId: string) => [...paymentSessionKeys.all, 'simulated', sessionId] as const,
};

/** The page says what went wrong: no snackbar. */
export const completeSession = (sessionId: string) =>
  api.put('/api/itemorders/paid/session/{sessionId}', {
    path: { sessionId },
    noActivity: true,
    silent: true,
  });

/** The provider has not confirmed the payment yet (409 payment_not_done): ask again. */
export const notConfirmedYet = (error: unknown) =>
  error instanceof HttpError && error.code === 'payment_not_done';

/** The session expired or was abandoned: the order is cancelled (409 payment_expired). */
export const paymentExpired = (error: unknown) =>
  error instanceof HttpError && error.code === 'payment_expired';

/** How often, and how many times, a payment not yet confirmed is asked for again (a minute). */
export const CONFIRM_EVERY_MS = 2000;
const CONFIRM_TRIES = 30;

/** The cart, the card's balance and my orders change with the payment's outcome. */
function useAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [cartKeys.all, cardKeys.all, myOrderKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * The order the payment completed: a query, so a reload asks again (the call is retry-safe) and
 * the answer is kept while the page shows. While the provider has not confirmed (a webhook
 * still on its way), it is asked again every 2 seconds for a minute.
 */
export function useCompletedSession(sessionId: string | null) {
  const after = useAfterPayment();
  return useQuery(
    queryOptions({
      queryKey: paymentSessionKeys.completed(sessionId ?? ''),
      queryFn: () => completeSession(sessionId as string).finally(after),
      enabled: sessionId !== null,
      staleTime: Number.POSITIVE_INFINITY,
      retry: (failures, error) =>
        notConfirmedYet(error) ? failures < CONFIRM_TRIES : retryUnanswered(failures, error),
      retryDelay: (failures, error) =>
        notConfirmedYet(error) ? CONFIRM_EVERY_MS : Math.min(1000 * 2 ** failures, 8000),
    }),
  );
}

export const cancelSession = (sessionId: string) =>
  api.delete('/api/itemorders/paid/session/{sessionId}', { path: { sessionId }, noActivity: true });

/** Abandons the payment: the order is cancelled, its credit and its lines given back. */
export function useCancelSession() {
  return useMutation({ mutationFn: cancelSession, onSettled: useAfterPayment() });
}

export const getSimulatedCheckout = (sessionId: string) =>
  api.get('/api/simulated-checkout/{sessionId}', { path: { sessionId }, noActivity: true });

export function useSimulatedCheckout(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentSessionKeys.simulated(sessionId),
      queryFn: () => getSimulatedCheckout(sessionId),
      retry: retryUnanswered,
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
  answer === 'pay'
    ? api.post('/api/simulated-checkout/{sessionId}/pay', { path: { sessionId }, noActivity: true })
    : api.post('/api/simulated-checkout/{sessionId}/cancel', {
        path: { sessionId },
        noActivity: true,
      });

export function useAnswerSimulatedCheckout() {
  return useMutation({ mutationFn: answerSimulatedCheckout });
}
