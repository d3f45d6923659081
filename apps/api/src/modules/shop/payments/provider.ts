// Online payment (DESIGN §1, issue 17): one interface, three providers. Stripe Checkout through
// the official `stripe` SDK when STRIPE_* is set, PayPal through its official server SDK when
// PAYPAL_* is set, and otherwise the built-in simulator (the shop module's test checkout page),
// so the whole journey works on a fresh machine. What orders ask of a provider (a checkout session
// made, read back, expired) they declare themselves (orders/checkout-provider.ts); a provider
// also gives money back. Amounts are integer cents, in euros.
import type { CheckoutProvider } from '../orders/checkout-provider.ts';

/** Money to give back on a paid session: all of it, or part (a line staff removed). */
export interface RefundRequest {
  sessionId: string;
  amountCents: number;
  /** One per refund: a retried refund gives the money back once. */
  idempotencyKey: string;
}

/** A provider's refusal of a refund, worded for the staff who see it. */
export class RefundRefused extends Error {}

/** A provider: what orders ask of it (a checkout session), and it gives money back. */
export interface PaymentProvider extends CheckoutProvider {
  /** Gives money of a paid session back; answers the provider's refund id, or throws. */
  refund(req: RefundRequest): Promise<{ id: string }>;
}
