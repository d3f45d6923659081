// The shop's part of the console home (issue 25), while the shop is on: the catalogue step (an
// item on sale), the shipping and payments step (a way to pay and one to receive the order, and
// for a take-away shop's store pick-up its pick-up hours: none, no time can be chosen), and the
// orders waiting for the staff (placed, paid or ready to hand over).
import { isTakeAway, type OrderStatus } from '@tessera/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { shopTermsOf } from '../activities/index.ts';
import { items, payments, shippings, shopCloseTimes } from './catalogue/catalogue.tables.ts';
import { orders } from './orders/orders.tables.ts';

const TO_HANDLE: OrderStatus[] = ['placed', 'paid', 'ready'];

type Active = typeof items | typeof payments | typeof shippings;
const anyActive = async (db: Db, table: Active, activityId: number, also?: SQL) =>
  (
    await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.activityId, activityId), eq(table.active, true), also))
      .limit(1)
  ).length > 0;

/** A take-away shop (R) offering store pick-up has pick-up hours on some day; others need none. */
async function pickUpHoursSet(db: Db, activityId: number) {
  if (!isTakeAway((await shopTermsOf(db, activityId))?.shopType)) return true;
  if (!(await anyActive(db, shippings, activityId, eq(shippings.type, 'S')))) return true;
  const [hours] = await db
    .select({ id: shopCloseTimes.id })
    .from(shopCloseTimes)
    .where(eq(shopCloseTimes.activityId, activityId))
    .limit(1);
  return Boolean(hours);
}

export function registerShopConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'catalogue',
    feature: 'shop',
    done: (db, activityId) => anyActive(db, items, activityId),
  });
  app.registerSetupStep({
    key: 'shipping',
    feature: 'shop',
    done: async (db, activityId) =>
      (await anyActive(db, payments, activityId)) &&
      (await anyActive(db, shippings, activityId)) &&
      (await pickUpHoursSet(db, activityId)),
  });
  app.registerAttention({
    key: 'ordersToHandle',
    feature: 'shop',
    count: async (db, activityId) => {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.activityId, activityId), inArray(orders.status, TO_HANDLE)));
      return row?.n ?? 0;
    },
  });
}
