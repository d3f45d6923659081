// Online payment (DESIGN §1, issue 17): one interface, three providers. Stripe Checkout through
// the official `stripe` SDK when STRIPE_* is set, PayPal through its official server SDK when
// PAYPAL_* is set, and otherwise the built-in simulator (the shop module's test checkout page),
// so the whole journey works on a fresh machine. Amounts are integer cents, in euros.

export type ProviderName = 'simulated' | 'stripe' | 'paypal';

export interface CheckoutRequest {
  orderId: number;
  activityId: number;
  userId: number;
  amountCents: number;
  /** What the provider's page shows ("Ordine #12 · Salone Aurora"). */
  description: string;
  /** Where the provider sends the browser back; `{SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** One per order: a retried creation makes no second session at the provider. */
  idempotencyKey: string;
  /** When the hold on the order's stock and credit ends: the session must not outlive it long. */
  expiresAt: Date;
}

export interface ProviderSession {
  id: string;
  /** The page where the customer pays. */
  url: string;
}

/**
 * What the provider says of a session, read back from it (never from the redirect). open: not
 * paid yet, the customer may still pay; settling: the customer completed it with a delayed method
 * (SEPA debit) and the bank has not answered; paid; failed: the delayed payment failed; expired:
 * it can no longer be paid. Paid, failed and expired are final.
 */
export interface SessionState {
  status: 'open' | 'settling' | 'paid' | 'failed' | 'expired';
  /** What the provider says was (or is to be) paid: an order is paid only for its exact total. */
  amountCents: number;
  /** ISO 4217, lower case ('eur'), when the provider says. */
  currency?: string;
}

/** Money to give back on a paid session: all of it, or part (a line staff removed). */
export interface RefundRequest {
  sessionId: string;
  amountCents: number;
  /** One per refund: a retried refund gives the money back once. */
  idempotencyKey: string;
}

/** A provider's refusal of a refund, worded for the staff who see it. */
export class RefundRefused extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(req: CheckoutRequest): Promise<ProviderSession>;
  readSession(sessionId: string): Promise<SessionState>;
  /** Ends an unpaid session so it can no longer be paid. */
  expireSession(sessionId: string): Promise<void>;
  /** Gives money of a paid session back; answers the provider's refund id, or throws. */
  refund(req: RefundRequest): Promise<{ id: string }>;
}
