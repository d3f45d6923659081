// The payment providers' side of an order (issue 17): the simulated checkout a customer pays or
// cancels on the test page, and Stripe's webhook events, each acted on once.
import { centsToEuros } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ServiceContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { activities } from '../../../platform/tenancy.tables.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { kickRefunds } from '../orders/order-refunds.ts';
import { abandonSession, confirmSession, orderOfSession } from '../orders/orders.service.ts';
import { paymentsMessages as m } from './payments.messages.ts';
import { paymentEvents, simulatedSessions } from './payments.tables.ts';
import type { PaymentProvider } from './provider.ts';

// ── The simulated checkout ───────────────────────────────────────────────────────────────────

/** The caller's own simulated session, for the platform's owned check. */
export async function ownSimulatedSession(db: Db, userId: number, sessionId: string) {
  const [row] = await db
    .select({ id: simulatedSessions.id, activityId: simulatedSessions.activityId })
    .from(simulatedSessions)
    .where(and(eq(simulatedSessions.id, sessionId), eq(simulatedSessions.userId, userId)));
  return row;
}

/** What the test checkout page shows: the amount, the order, the activity, the status. */
export async function simulatedCheckoutOf(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: simulatedSessions.id,
      orderId: simulatedSessions.orderId,
      activityName: activities.name,
      amountCents: simulatedSessions.amountCents,
      status: simulatedSessions.status,
    })
    .from(simulatedSessions)
    .innerJoin(activities, eq(activities.id, simulatedSessions.activityId))
    .where(eq(simulatedSessions.id, sessionId));
  if (!row) throw new Error(`simulated session ${sessionId} not found`);
  const { amountCents, ...rest } = row;
  return { ...rest, amount: centsToEuros(amountCents) };
}

/**
 * The customer pays (paid) or cancels (expired) on the test page. Doing it again is answered as
 * it is; paying an expired session or cancelling a paid one is a 409.
 */
export async function settleSimulated(db: Db, sessionId: string, to: 'paid' | 'expired') {
  const [changed] = await db
    .update(simulatedSessions)
    .set({ status: to })
    .where(and(eq(simulatedSessions.id, sessionId), eq(simulatedSessions.status, 'open')))
    .returning({ id: simulatedSessions.id });
  const view = await simulatedCheckoutOf(db, sessionId);
  if (!changed && view.status !== to) {
    throw to === 'paid'
      ? new AppError(409, 'session_expired', m.sessionExpired)
      : new AppError(409, 'session_paid', m.sessionPaid);
  }
  return view;
}

// ── Stripe's webhook ─────────────────────────────────────────────────────────────────────────

export const invalidSignature = () => new AppError(400, 'invalid_signature', m.invalidSignature);

/** How far a signature's timestamp may be from now, either way (Stripe's own tolerance). */
const TOLERANCE_S = 300;

/**
 * The event, when its Stripe-Signature is the endpoint secret's over this very body and dated
 * within 5 minutes of now, behind or ahead (the SDK checks only behind: a signature dated ahead
 * would stay replayable for as long as it is ahead).
 */
export function verifiedEvent(
  stripe: Stripe,
  secret: string,
  body: Buffer,
  signature: string | undefined,
  now: Date,
): Stripe.Event {
  if (!signature) throw invalidSignature();
  const at = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  const nowS = Math.floor(now.getTime() / 1000);
  if (!Number.isFinite(at) || Math.abs(nowS - at) > TOLERANCE_S) throw invalidSignature();
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_S);
  } catch {
    throw invalidSignature();
  }
}

/** The session events acted on; the session is read back from Stripe for each. */
const SESSION_EVENTS = new Set<Stripe.Event.Type>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Acts on a verified event once: its id goes into payment_events in the transaction of its
 * effect, so a replay, or two deliveries at once, find it there (the second waits for the first
 * to commit) and do nothing. Completed and a delayed payment's outcome (async_payment_succeeded,
 * async_payment_failed) → the order is confirmed from the session read back from Stripe (paid;
 * settling: held on; failed: credit and stock back, the customer told); expired → the order is
 * abandoned (credit and stock back). Answers whether it acted.
 */
export async function handleStripeEvent(
  ctx: ServiceContext,
  provider: PaymentProvider,
  event: Stripe.Event,
): Promise<{ replayed: boolean; ignored?: boolean }> {
  const acted = await transact(ctx.db, async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh.length) return { replayed: true };
    const inTx = { ...ctx, db: tx };
    if (!SESSION_EVENTS.has(event.type)) return { replayed: false };
    const sessionId = (event.data.object as Stripe.Checkout.Session).id;
    // A session that is no order of ours: acknowledged (Stripe would retry for days), not asked.
    if (!(await orderOfSession(tx, provider, sessionId))) {
      return { replayed: false, ignored: true };
    }
    if (event.type === 'checkout.session.expired') {
      await abandonSession(inTx, provider, sessionId, { expire: false });
    } else {
      await confirmSession(inTx, provider, sessionId);
    }
    return { replayed: false };
  });
  // What it queued (an e-mail, a refund) goes once the event's transaction has committed.
  kickRefunds(ctx);
  return acted;
}
