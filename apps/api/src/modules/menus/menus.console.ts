// The menu's part of the console home (issue 25), while the menu is on: the step is done once
// customers see an entry.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuCategories, menuEntries } from './menus.tables.ts';

export function registerMenusConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'menu',
    feature: 'menus',
    done: async (db, activityId) =>
      (
        await db
          .select({ id: menuEntries.id })
          .from(menuEntries)
          .innerJoin(menuCategories, eq(menuCategories.id, menuEntries.categoryId))
          .where(
            and(
              eq(menuEntries.activityId, activityId),
              eq(menuEntries.visible, true),
              eq(menuCategories.visible, true),
            ),
          )
          .limit(1)
      ).length > 0,
  });
}
