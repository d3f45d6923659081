// Demo customer rows: every demo user gets an invite code and lives in Italy.
import { eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { nations } from '../../platform/tables.ts';
import { newInviteCode } from './customers.ts';
import { customers } from './users.tables.ts';

export const seedUsers: SeedPart = async (tx, demo) => {
  const [italy] = await tx.select({ id: nations.id }).from(nations).where(eq(nations.code, 'IT'));
  for (const userId of Object.values(demo.users)) {
    await tx
      .insert(customers)
      .values({ userId, inviteCode: newInviteCode(), nationId: italy?.id ?? null })
      .onConflictDoNothing();
  }
};
