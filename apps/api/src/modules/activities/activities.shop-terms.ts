// The activity's side of its shop settings (SPEC §3 Activity configuration: shopTotalMinPrice,
// shopTimePreparation) and the bank details a bank transfer needs. The shop reads them with
// shopTermsOf and bankTransferTermsOf, and saves them here, locking the configuration row first
// so that two admins' saves of the shop settings run one after the other.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import { activityConfigurations } from './activities.tables.ts';

export interface ShopConfiguration {
  minTotalCents: number;
  preparationMinutes: number;
  bank: { payee: string; iban: string } | null;
}

/** The saved values, the row locked until the transaction ends (created first if missing). */
export async function lockShopConfiguration(tx: Executor, activityId: number) {
  await tx.insert(activityConfigurations).values({ activityId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      minTotalCents: activityConfigurations.shopTotalMinPriceCents,
      preparationMinutes: activityConfigurations.shopTimePreparation,
      payee: activityConfigurations.bankPayee,
      iban: activityConfigurations.bankIban,
    })
    .from(activityConfigurations)
    .where(eq(activityConfigurations.activityId, activityId))
    .for('update');
  if (!row) throw new Error(`no configuration for activity ${activityId}`);
  const { payee, iban, ...rest } = row;
  return { ...rest, bank: payee && iban ? { payee, iban } : null } satisfies ShopConfiguration;
}

export async function saveShopConfiguration(
  tx: Executor,
  activityId: number,
  c: ShopConfiguration,
) {
  await tx
    .update(activityConfigurations)
    .set({
      shopTotalMinPriceCents: c.minTotalCents,
      shopTimePreparation: c.preparationMinutes,
      bankPayee: c.bank?.payee ?? null,
      bankIban: c.bank?.iban ?? null,
    })
    .where(eq(activityConfigurations.activityId, activityId));
}
