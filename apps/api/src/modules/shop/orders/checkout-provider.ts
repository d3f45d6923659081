// What an order needs of online payment (issues 17, 22): a provider that makes a checkout session
// for it, reads it back (never the browser's redirect) and expires it. Declared here, by the
// orders that use it, and provided by the payments part (payments/providers.ts: Stripe, PayPal,
// the simulated provider), so orders depend on no payment code (issue 24 §5). Amounts are integer
// cents, in euros.

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

export interface CheckoutProvider {
  readonly name: ProviderName;
  createSession(req: CheckoutRequest): Promise<ProviderSession>;
  readSession(sessionId: string): Promise<SessionState>;
  /** Ends an unpaid session so it can no longer be paid. */
  expireSession(sessionId: string): Promise<void>;
}

/** The providers in use. */
export interface CheckoutProviders {
  /** The provider that takes a payment type online (S card, P PayPal); none: unavailable. */
  forPayment(type: 'S' | 'P'): CheckoutProvider | undefined;
  /** The provider an order's session was made with. */
  named(name: ProviderName): CheckoutProvider;
}
