// The card's part of the console home (issue 25): the terms step is done once an admin saved the
// terms (the cart value row exists; until then the card earns nothing).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartValues } from './cards.tables.ts';

export function registerCardsConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'cardTerms',
    done: async (db, activityId) =>
      (
        await db
          .select({ id: cartValues.activityId })
          .from(cartValues)
          .where(eq(cartValues.activityId, activityId))
      ).length > 0,
  });
}
