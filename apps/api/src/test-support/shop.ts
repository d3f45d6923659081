// Shop factories (issue 17): a catalogue, shippings, payments, cart lines and orders written
// straight to the database, so a test builds exactly the shop it needs. Money in cents.
import type { PaymentType, ShippingType, ShopType } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { activityConfigurations, activityMenus } from '../modules/activities/activities.tables.ts';
import { creditCard, lockedBalance, spendCard } from '../modules/cards/index.ts';
import {
  itemColorSizes,
  itemColors,
  items,
  payments,
  shippings,
  shopCategories,
  shopCloseTimes,
} from '../modules/shop/catalogue/catalogue.tables.ts';
import { cartLines, orders } from '../modules/shop/orders/orders.tables.ts';
import { stores } from '../platform/tables.ts';
import {
  type Activity,
  createActivity,
  createAdmin,
  createStaff,
  createUser,
  type Person,
  type UserOptions,
} from './factories.ts';
import type { TestApp } from './harness.ts';

export interface ItemSpec {
  name: string;
  priceCents: number;
  discountCents?: number | null;
  active?: boolean;
  /** Colours, each with sizes and stock (null: unlimited); one plain size when absent. */
  colors?: {
    name: string | null;
    hex?: string | null;
    sizes: { size: string | null; stock?: number | null }[];
  }[];
}

export interface ShopSpec {
  shopType?: ShopType;
  minTotalCents?: number;
  category?: string;
  items?: ItemSpec[];
  shippings?: {
    type: ShippingType;
    priceMinCents?: number;
    offerCents?: number;
    standardCents?: number;
  }[];
  payments?: PaymentType[];
  /** Pick-up windows: ISO weekday 1–7. */
  closeTimes?: { day: number; startTime: string; endTime: string }[];
  /** Bank transfer details; a valid Italian IBAN when BT is among the payments, unless null. */
  bank?: { payee: string; iban: string } | null;
}

/** The bank details a shop with bank transfer gets unless a test says otherwise. */
export const TEST_BANK = { payee: 'Bottega di Prova srl', iban: 'IT60X0542811101000000123456' };

export interface ShopItem {
  id: number;
  name: string;
  priceCents: number;
  colorIds: number[];
  /** Size ids in the order given, colour after colour. */
  sizeIds: number[];
}

const bankOf = (spec: ShopSpec) => {
  const bank =
    spec.bank === undefined
      ? (spec.payments ?? ['BT']).includes('BT')
        ? TEST_BANK
        : null
      : spec.bank;
  return { bankPayee: bank?.payee ?? null, bankIban: bank?.iban ?? null };
};

/** Switches the shop on and builds its catalogue, shippings, payments and pick-up times. */
export async function createShop(t: TestApp, activityId: number, spec: ShopSpec = {}) {
  const db = t.database.db;
  await db
    .update(activityConfigurations)
    .set({
      shopType: spec.shopType ?? 'A',
      shopTotalMinPriceCents: spec.minTotalCents ?? 0,
      ...bankOf(spec),
    })
    .where(eq(activityConfigurations.activityId, activityId));
  await db
    .update(activityMenus)
    .set({ showShopApp: true })
    .where(eq(activityMenus.activityId, activityId));
  const [category] = await db
    .insert(shopCategories)
    .values({ activityId, name: spec.category ?? 'Novità', sort: 0 })
    .returning();
  const categoryId = (category as { id: number }).id;
  const made: ShopItem[] = [];
  for (const [i, it] of (spec.items ?? [{ name: 'Maglia', priceCents: 2000 }]).entries()) {
    const [row] = await db
      .insert(items)
      .values({
        activityId,
        categoryId,
        name: it.name,
        priceCents: it.priceCents,
        discountCents: it.discountCents ?? null,
        active: it.active ?? true,
        sort: i,
      })
      .returning();
    const itemId = (row as { id: number }).id;
    const shop: ShopItem = {
      id: itemId,
      name: it.name,
      priceCents: it.priceCents,
      colorIds: [],
      sizeIds: [],
    };
    for (const [c, color] of (it.colors ?? [{ name: null, sizes: [{ size: null }] }]).entries()) {
      const [colorRow] = await db
        .insert(itemColors)
        .values({ activityId, itemId, name: color.name, hex: color.hex ?? null, sort: c })
        .returning();
      const itemColorId = (colorRow as { id: number }).id;
      shop.colorIds.push(itemColorId);
      for (const [s, size] of color.sizes.entries()) {
        const [sizeRow] = await db
          .insert(itemColorSizes)
          .values({
            activityId,
            itemId,
            itemColorId,
            size: size.size,
            stock: size.stock ?? null,
            sort: s,
          })
          .returning();
        shop.sizeIds.push((sizeRow as { id: number }).id);
      }
    }
    made.push(shop);
  }
  const shippingRows = await db
    .insert(shippings)
    .values(
      (spec.shippings ?? [{ type: 'S' as const }]).map((s) => ({
        activityId,
        type: s.type,
        priceMinCents: s.priceMinCents ?? 0,
        offerCents: s.offerCents ?? 0,
        standardCents: s.standardCents ?? 0,
        shippingDaysFrom: s.type === 'S' ? 0 : 2,
        shippingDaysTo: s.type === 'S' ? 0 : 5,
      })),
    )
    .returning();
  const paymentRows = await db
    .insert(payments)
    .values((spec.payments ?? ['ST', 'BT', 'S', 'P']).map((type) => ({ activityId, type })))
    .returning();
  if (spec.closeTimes?.length) {
    await db.insert(shopCloseTimes).values(spec.closeTimes.map((c) => ({ activityId, ...c })));
  }
  const shippingOf = (type: ShippingType) => {
    const found = shippingRows.find((s) => s.type === type);
    if (!found) throw new Error(`no shipping ${type}`);
    return found;
  };
  const byName = (name: string) => {
    const found = made.find((m) => m.name === name);
    if (!found) throw new Error(`no item ${name}`);
    return found;
  };
  return {
    categoryId,
    items: made,
    item: byName,
    shippingId: (type: ShippingType) => shippingOf(type).id,
    /** What the shipping costs below its offer threshold. */
    shippingCents: (type: ShippingType) => shippingOf(type).standardCents,
    paymentId: (type: PaymentType) =>
      (paymentRows.find((p) => p.type === type) as { id: number }).id,
  };
}

/** An open cart line of the customer's. */
export async function createCartLine(
  t: TestApp,
  o: {
    activityId: number;
    userId: number;
    itemId: number;
    itemColorSizeId: number;
    quantity?: number;
  },
) {
  const [row] = await t.database.db
    .insert(cartLines)
    .values({ ...o, quantity: o.quantity ?? 1, createdAt: new Date() })
    .returning();
  return row as typeof cartLines.$inferSelect;
}

/** An order of the customer's with one line of the item, in the status asked for. */
export async function createOrderRow(
  t: TestApp,
  o: {
    activityId: number;
    userId: number;
    itemId: number;
    itemColorSizeId: number;
    quantity?: number;
    priceCents?: number;
    status?: (typeof orders.$inferInsert)['status'];
    shippingType?: ShippingType;
    paymentType?: PaymentType;
    sessionId?: string | null;
    provider?: string | null;
  },
) {
  const db = t.database.db;
  const quantity = o.quantity ?? 1;
  const priceCents = o.priceCents ?? 2000;
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      activityId: o.activityId,
      userId: o.userId,
      status: o.status ?? 'placed',
      shippingType: o.shippingType ?? 'S',
      paymentType: o.paymentType ?? 'ST',
      subtotalCents: priceCents * quantity,
      shippingCents: 0,
      totalCents: priceCents * quantity,
      sessionId: o.sessionId ?? null,
      provider: o.provider ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = order as typeof orders.$inferSelect;
  await db.insert(cartLines).values({
    activityId: o.activityId,
    userId: o.userId,
    itemId: o.itemId,
    itemColorSizeId: o.itemColorSizeId,
    quantity,
    orderId: row.id,
    priceCents,
    createdAt: now,
  });
  return row;
}

export type Shop = Awaited<ReturnType<typeof createShop>>;

/** Gives the customer's card credit (a bonus, B), as an earlier visit would have. */
export async function giveCredit(
  t: TestApp,
  activityId: number,
  userId: number,
  amountCents: number,
) {
  await t.database.db.transaction((tx) =>
    creditCard(tx, t.app.ctx.clock, activityId, userId, { type: 'B', amountCents, points: 0 }),
  );
}

/** A shop as its staff see it (staffedShop). */
export interface StaffedShop {
  activity: Activity;
  shop: Shop;
  admin: Person;
  staff: Person;
  customer: Person;
}

/**
 * A shop with 10 % cashback (E), its main store in Via Roma 1, Milano, its admin and counter
 * staff, and a customer, Chiara Bianchi (Italian unless `customer` says otherwise).
 */
export async function staffedShop(
  t: TestApp,
  spec: { shop?: ShopSpec; customer?: UserOptions } = {},
): Promise<StaffedShop> {
  const activity = await createActivity(t, {
    name: `Bottega ${Math.random().toString(36).slice(2, 7)}`,
    cashBackType: 'E',
    cartValue: { valueBasisPoints: 1000 },
  });
  await t.database.db
    .update(stores)
    .set({ address: 'Via Roma 1', city: 'Milano' })
    .where(eq(stores.id, activity.storeId));
  const shop = await createShop(t, activity.id, spec.shop);
  const customer = await createUser(t, {
    name: 'Chiara',
    surname: 'Bianchi',
    ...spec.customer,
    memberOf: [activity.id],
  });
  return {
    activity,
    shop,
    admin: await createAdmin(t, activity.id),
    staff: await createStaff(t, activity.id),
    customer,
  };
}

export interface PlacedOrderOptions {
  /** Two of it are ordered, at its price. */
  item: ShopItem;
  status?: (typeof orders.$inferInsert)['status'];
  shippingType?: ShippingType;
  /** The shipping chosen; none unless given. */
  shippingId?: number | null;
  paymentType?: PaymentType;
  /** Card credit spent on the order; the customer must hold it (giveCredit). */
  creditCents?: number;
  orderTimeRequest?: string | null;
  address?: string | null;
  createdAt?: Date;
  testPayment?: boolean;
}

/**
 * An order of the customer's of a staffedShop, as placing it leaves it: 2 of the item at its price
 * (its stock taken already), the card credit spent with a PU movement, the shipping's standard
 * price, and 10 % cashback on what is paid.
 */
export async function placedOrder(t: TestApp, w: StaffedShop, o: PlacedOrderOptions) {
  const db = t.database.db;
  const clock = t.app.ctx.clock;
  const row = await createOrderRow(t, {
    activityId: w.activity.id,
    userId: w.customer.id,
    itemId: o.item.id,
    itemColorSizeId: o.item.sizeIds[0] as number,
    quantity: 2,
    priceCents: o.item.priceCents,
    status: o.status ?? 'placed',
    shippingType: o.shippingType ?? 'S',
    paymentType: o.paymentType ?? 'ST',
  });
  const credit = o.creditCents ?? 0;
  let creditMovementId: number | null = null;
  if (credit) {
    creditMovementId = await db.transaction(async (tx) => {
      const { cardId } = await lockedBalance(tx, clock, w.activity.id, w.customer.id);
      return spendCard(tx, clock, cardId, credit, `order ${row.id}`);
    });
  }
  const shippingCents = w.shop.shippingCents(row.shippingType);
  const [updated] = await db
    .update(orders)
    .set({
      ...(o.shippingId ? { shippingId: o.shippingId } : {}),
      creditCents: credit,
      creditMovementId,
      shippingCents,
      totalCents: row.subtotalCents - credit + shippingCents,
      cashbackCents: Math.floor((row.subtotalCents - credit) / 10),
      orderTimeRequest: o.orderTimeRequest ?? null,
      address: o.address ?? null,
      ...(o.testPayment ? { testPayment: true } : {}),
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .where(eq(orders.id, row.id))
    .returning();
  return updated as typeof orders.$inferSelect;
}
