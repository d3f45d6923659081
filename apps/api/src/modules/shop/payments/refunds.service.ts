// Refunds at the provider (issue 22): cancelling a paid online order gives its money back through
// the provider it was paid with. The refund is written (pending) in the transaction of the
// cancellation (orders/order-refunds.ts), then asked of the provider here after it commits, with
// one idempotency key per refund (`refund-<id>`), so a retry, a second instance or a crash in
// between never refunds twice. A provider that fails is asked again with growing pauses; after
// REFUND_TRIES it stays failed, on the board with the provider's words, until staff try again.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { ServiceContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { boardMessages as m } from '../orders/board.messages.ts';
import type { ProviderName } from '../orders/checkout-provider.ts';
import { wakeRefundsWith } from '../orders/order-refunds.ts';
import { tellOrder } from '../orders/orders.mail.ts';
import { orderRefunds, orders } from '../orders/orders.tables.ts';
import type { Providers } from './providers.ts';

/** How many times a refund is asked of the provider before it is left failed. */
export const REFUND_TRIES = 5;
/** The pause after each failed try: 1 minute, 5, 30, 2 hours. */
const PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** A claimed refund is not claimed again (by another instance) for this long. */
const LEASE_MS = 2 * 60_000;

/** The provider's words for staff, without anything that looks like a key. */
const wordsOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err))
    .replace(/\b(sk|rk|whsec|Bearer)[_ ][A-Za-z0-9_]+/g, '[hidden]')
    .slice(0, 300);

/**
 * Asks the providers for the refunds that are due (or the one named), each claimed under a
 * lease so two instances never ask for the same at once. Answers how many succeeded.
 */
export async function runRefunds(
  ctx: ServiceContext,
  providers: Providers,
  only?: { refundId: number },
) {
  const now = ctx.clock.now();
  const claimed = await transact(ctx.db, async (tx) => {
    const due = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.status, 'pending'),
          lte(orderRefunds.nextAttemptAt, now),
          only ? eq(orderRefunds.id, only.refundId) : undefined,
        ),
      )
      .orderBy(asc(orderRefunds.id))
      .limit(20)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(orderRefunds)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          orderRefunds.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  let done = 0;
  for (const refund of claimed) {
    const [order] = await ctx.db
      .select({ provider: orders.provider, sessionId: orders.sessionId })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    const attempts = refund.attempts + 1;
    try {
      const provider = providers.named(order?.provider as ProviderName);
      const given = await provider.refund({
        sessionId: order?.sessionId as string,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
      });
      await transact(ctx.db, async (tx) => {
        await tx
          .update(orderRefunds)
          .set({
            status: 'succeeded',
            providerRefundId: given.id,
            attempts,
            lastError: null,
            nextAttemptAt: null,
            updatedAt: ctx.clock.now(),
          })
          .where(eq(orderRefunds.id, refund.id));
        await tellOrder(tx, ctx, refund.orderId, 'refunded');
      });
      done++;
    } catch (err) {
      const last = attempts >= REFUND_TRIES;
      await ctx.db
        .update(orderRefunds)
        .set({
          status: last ? 'failed' : 'pending',
          attempts,
          lastError: wordsOf(err),
          nextAttemptAt: last
            ? null
            : new Date(ctx.clock.now().getTime() + (PAUSES_MS[attempts - 1] ?? LEASE_MS)),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(orderRefunds.id, refund.id));
    }
  }
  return done;
}

/**
 * Staff ask again for a refund the provider refused: it is pending again, tried at once. Only a
 * failed refund of the activity's order (409 otherwise).
 */
export async function retryRefund(
  ctx: ServiceContext,
  providers: Providers,
  activityId: number,
  orderId: number,
  refundId: number,
) {
  const [again] = await ctx.db
    .update(orderRefunds)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: ctx.clock.now() })
    .where(
      and(
        eq(orderRefunds.id, refundId),
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.activityId, activityId),
        eq(orderRefunds.status, 'failed'),
      ),
    )
    .returning({ id: orderRefunds.id });
  if (!again) throw new AppError(409, 'refund_not_failed', m.refundNotFailed);
  await runRefunds(ctx, providers, { refundId });
}

/** A refund of an order of the activity (the owned kind `activityRefund`); undefined otherwise. */
export async function refundOfActivity(db: Db, activityId: number, id: number) {
  const [row] = await db
    .select({ id: orderRefunds.id, activityId: orderRefunds.activityId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.activityId, activityId)));
  return row;
}

/** One runner per app: woken after a cancellation commits, and every minute for retries. */
export function startRefunds(
  ctx: ServiceContext,
  providers: Providers,
  log: { error(obj: object, msg: string): void },
) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = runRefunds(ctx, providers)
      .catch((err) => log.error({ err }, 'refunds'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const forget = wakeRefundsWith(ctx, kick);
  const timer = setInterval(kick, 60_000);
  timer.unref();
  return {
    kick,
    async stop() {
      clearInterval(timer);
      forget();
      await running;
    },
  };
}
