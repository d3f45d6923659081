// The built-in simulated provider (issue 17): used when no provider keys are set, so the whole
// journey works on a fresh machine. Its sessions live in simulated_sessions; the shop's test
// checkout page (/shop/pay/simulated/<id>) pays or cancels them.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { simulatedSessions } from './payments.tables.ts';
import { type PaymentProvider, RefundRefused } from './provider.ts';

export const simulatedUrl = (sessionId: string) => `/shop/pay/simulated/${sessionId}`;

export function simulatedProvider(db: Db, clock: Clock): PaymentProvider {
  return {
    name: 'simulated',
    async createSession(req) {
      // One session per order, as a provider honours the order's idempotency key.
      const [open] = await db
        .select({ id: simulatedSessions.id })
        .from(simulatedSessions)
        .where(
          and(eq(simulatedSessions.orderId, req.orderId), eq(simulatedSessions.status, 'open')),
        );
      if (open) return { id: open.id, url: simulatedUrl(open.id) };
      const id = `sim_${randomBytes(18).toString('base64url')}`;
      // In its own savepoint: a provider's failure must not abort the checkout's unit of work.
      await transact(db, (sp) =>
        sp.insert(simulatedSessions).values({
          id,
          orderId: req.orderId,
          activityId: req.activityId,
          userId: req.userId,
          amountCents: req.amountCents,
          status: 'open',
          createdAt: clock.now(),
        }),
      );
      return { id, url: simulatedUrl(id) };
    },
    async readSession(sessionId) {
      const [row] = await db
        .select({ status: simulatedSessions.status, amountCents: simulatedSessions.amountCents })
        .from(simulatedSessions)
        .where(eq(simulatedSessions.id, sessionId));
      if (!row) throw new Error(`simulated session ${sessionId} not found`);
      return row;
    },
    async refund({ sessionId, idempotencyKey }) {
      const [row] = await db
        .select({ status: simulatedSessions.status })
        .from(simulatedSessions)
        .where(eq(simulatedSessions.id, sessionId));
      if (row?.status !== 'paid') throw new RefundRefused('test checkout: session not paid');
      return { id: `simref_${idempotencyKey}` };
    },
    async expireSession(sessionId) {
      await db
        .update(simulatedSessions)
        .set({ status: 'expired' })
        .where(and(eq(simulatedSessions.id, sessionId), eq(simulatedSessions.status, 'open')));
    },
  };
}
