// The shop settings of the console (issue 25): read and saved as one. A save locks the activity's
// configuration row first, so two admins' saves run one after the other; shippings and payments
// are updated in place by type (orders name their rows), pick-up windows replaced. A payment
// type is refused when switched on without what it needs (provider keys on this server, bank
// details); one already on stays on, reported blocked, as the customer's checkout refuses it.
// Money is cents in the tables; the JSON carries euros (DESIGN §4), turned at this boundary.
import {
  centsToEuros,
  eurosToCents,
  PAYMENT_TYPES,
  type PaymentType,
  SHIPPING_TYPES,
  type ShopSettingsBody,
  type ShopSettingsView,
} from '@tessera/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import {
  bankTransferTermsOf,
  checkedIban,
  lockShopConfiguration,
  saveShopConfiguration,
  shopTermsOf,
} from '../../activities/index.ts';
import { payments, shippings, shopCloseTimes } from '../catalogue/catalogue.tables.ts';
import { shopSettingsMessages as m } from './shop-settings.messages.ts';

/** Whether this server has a provider for an online payment type (P PayPal, S card). */
export type Online = (type: 'P' | 'S') => boolean;

const DEFAULT_SHIPPING = {
  active: false,
  priceMin: 0,
  offerPrice: 0,
  standardPrice: 0,
  shippingDaysFrom: 0,
  shippingDaysTo: 0,
};

const byType = <T extends { type: string; id: number }>(rows: T[]) => {
  const first = new Map<string, T>();
  for (const r of rows) if (!first.has(r.type)) first.set(r.type, r);
  return first;
};

const blockOf = (type: PaymentType, online: Online, hasBank: boolean) =>
  (type === 'P' || type === 'S') && !online(type)
    ? ('noKeys' as const)
    : type === 'BT' && !hasBank
      ? ('noBankDetails' as const)
      : null;

export async function shopSettingsOf(
  db: Executor,
  activityId: number,
  online: Online,
): Promise<ShopSettingsView> {
  const [terms, bankTerms, shippingRows, paymentRows, closeTimes] = await Promise.all([
    shopTermsOf(db, activityId),
    bankTransferTermsOf(db, [activityId]),
    db
      .select()
      .from(shippings)
      .where(eq(shippings.activityId, activityId))
      .orderBy(asc(shippings.id)),
    db.select().from(payments).where(eq(payments.activityId, activityId)).orderBy(asc(payments.id)),
    db
      .select({
        day: shopCloseTimes.day,
        startTime: shopCloseTimes.startTime,
        endTime: shopCloseTimes.endTime,
      })
      .from(shopCloseTimes)
      .where(eq(shopCloseTimes.activityId, activityId))
      .orderBy(asc(shopCloseTimes.day), asc(shopCloseTimes.startTime)),
  ]);
  const bank = bankTerms.get(activityId) ?? null;
  const shipping = byType(shippingRows);
  const payment = byType(paymentRows);
  return {
    shopTotalMinPrice: centsToEuros(terms?.minTotalCents ?? 0),
    preparationMinutes: terms?.preparationMinutes ?? 15,
    shippings: SHIPPING_TYPES.map((type) => {
      const s = shipping.get(type);
      return s
        ? {
            type,
            active: s.active,
            priceMin: centsToEuros(s.priceMinCents),
            offerPrice: centsToEuros(s.offerCents),
            standardPrice: centsToEuros(s.standardCents),
            shippingDaysFrom: s.shippingDaysFrom,
            shippingDaysTo: s.shippingDaysTo,
          }
        : { type, ...DEFAULT_SHIPPING };
    }),
    payments: PAYMENT_TYPES.map((type) => ({
      type,
      active: payment.get(type)?.active ?? false,
      blockedBy: blockOf(type, online, bank !== null),
    })),
    bank,
    closeTimes,
  };
}

async function saveShippings(tx: Tx, activityId: number, body: ShopSettingsBody) {
  const existing = byType(
    await tx
      .select()
      .from(shippings)
      .where(eq(shippings.activityId, activityId))
      .orderBy(asc(shippings.id)),
  );
  for (const { priceMin, offerPrice, standardPrice, ...s } of body.shippings) {
    const row = existing.get(s.type);
    const values = {
      ...s,
      priceMinCents: eurosToCents(priceMin),
      offerCents: eurosToCents(offerPrice),
      standardCents: eurosToCents(standardPrice),
    };
    if (row) await tx.update(shippings).set(values).where(eq(shippings.id, row.id));
    else await tx.insert(shippings).values({ activityId, ...values });
  }
}

async function savePayments(
  tx: Tx,
  activityId: number,
  body: ShopSettingsBody,
  online: Online,
  hasBank: boolean,
) {
  const existing = byType(
    await tx
      .select()
      .from(payments)
      .where(eq(payments.activityId, activityId))
      .orderBy(asc(payments.id)),
  );
  for (const p of body.payments) {
    const row = existing.get(p.type);
    const block = blockOf(p.type, online, hasBank);
    // Switching on what cannot work is refused; left on, it stays (the checkout refuses it).
    if (p.active && block && !row?.active) {
      const text =
        block === 'noBankDetails'
          ? m.noBankDetails
          : p.type === 'P'
            ? m.noPaypalKeys
            : m.noCardKeys;
      throw new AppError(422, 'payment_unavailable', text);
    }
    if (row) await tx.update(payments).set({ active: p.active }).where(eq(payments.id, row.id));
    else await tx.insert(payments).values({ activityId, type: p.type, active: p.active });
  }
}

export async function saveShopSettings(
  ctx: ServiceContext,
  activityId: number,
  body: ShopSettingsBody,
  online: Online,
) {
  const bank = body.bank ? { payee: body.bank.payee, iban: checkedIban(body.bank.iban) } : null;
  if (body.bank && !bank?.iban) {
    throw new AppError(400, 'invalid_iban', m.badIban, { iban: body.bank.iban });
  }
  await transact(ctx.db, async (tx) => {
    await lockShopConfiguration(tx, activityId);
    await saveShopConfiguration(tx, activityId, {
      minTotalCents: eurosToCents(body.shopTotalMinPrice),
      preparationMinutes: body.preparationMinutes,
      bank: bank?.iban ? { payee: bank.payee, iban: bank.iban } : null,
    });
    await saveShippings(tx, activityId, body);
    await savePayments(tx, activityId, body, online, Boolean(bank?.iban));
    await tx.delete(shopCloseTimes).where(eq(shopCloseTimes.activityId, activityId));
    if (body.closeTimes.length) {
      await tx.insert(shopCloseTimes).values(body.closeTimes.map((w) => ({ activityId, ...w })));
    }
  });
  return shopSettingsOf(ctx.db, activityId, online);
}
