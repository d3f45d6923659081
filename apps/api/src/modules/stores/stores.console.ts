// The stores' part of the console home (issue 25): the step is done once a store customers see
// has an address to find it by.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stores } from '../../platform/tables.ts';

export function registerStoresConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'stores',
    done: async (db, activityId) =>
      (
        await db
          .select({ id: stores.id })
          .from(stores)
          .where(
            and(
              eq(stores.activityId, activityId),
              eq(stores.visible, true),
              isNotNull(stores.address),
              ne(stores.address, ''),
            ),
          )
          .limit(1)
      ).length > 0,
  });
}
