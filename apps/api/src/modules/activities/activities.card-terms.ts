// The activity's side of its card terms (SPEC §3 Activity configuration): how many days a
// cashback credit lasts. The cards module reads it with cardTermsOf and saves it here.
import type { Executor } from '../../platform/context.ts';
import { activityConfigurations } from './activities.tables.ts';

/** Saves cashBackExpiration (days; null: never), creating the configuration row if missing. */
export async function saveCashBackExpiration(
  tx: Executor,
  activityId: number,
  days: number | null,
) {
  await tx
    .insert(activityConfigurations)
    .values({ activityId, cashBackExpiration: days })
    .onConflictDoUpdate({
      target: activityConfigurations.activityId,
      set: { cashBackExpiration: days },
    });
}
