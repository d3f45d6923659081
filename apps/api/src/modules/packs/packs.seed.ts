// Demo packs: the demo customer holds one at each activity, one partly used at the counter.
import { and, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { givePack } from './packs.service.ts';
import { packCustomers, packs, packUses } from './packs.tables.ts';

const PACKS = {
  'salone-aurora': {
    name: '10 pieghe',
    description: 'Dieci pieghe da usare in un anno.',
    uses: 10,
    used: 3,
  },
  'trattoria-da-rita': {
    name: '5 pranzi di lavoro',
    description: 'Primo, acqua e caffè.',
    uses: 5,
    used: 0,
  },
};

export const seedPacks: SeedPart = async (tx, demo) => {
  const customer = demo.users.cliente as number;
  for (const [permalink, { used, ...pack }] of Object.entries(PACKS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const [existing] = await tx
      .select({ id: packs.id })
      .from(packs)
      .where(and(eq(packs.activityId, activityId), eq(packs.name, pack.name)));
    if (existing) continue;
    const [row] = await tx
      .insert(packs)
      .values({ ...pack, activityId })
      .returning();
    if (!row) continue;
    const given = await givePack(tx, row.id, customer);
    if (!used) continue;
    await tx
      .update(packCustomers)
      .set({ usesLeft: pack.uses - used })
      .where(eq(packCustomers.id, given.id));
    const staff = demo.users.cassa ?? null;
    await tx.insert(packUses).values(
      Array.from({ length: used }, (_, i) => ({
        packCustomerId: given.id,
        at: new Date(Date.now() - (used - i) * 14 * 86_400_000),
        staffUserId: staff,
      })),
    );
  }
};
