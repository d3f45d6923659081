// One-time e-mail codes (DESIGN §5): 6 digits from crypto.randomInt, stored as HMACs, single
// use, valid 10 minutes, at most 5 wrong tries. A code belongs to its owner (purpose, e-mail and
// activity or user): it is only ever checked against that owner's latest code. Wrong tries are
// counted outside the caller's transaction, so a rollback cannot give them back.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@tessera/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { accountsMessages as m } from './accounts.messages.ts';
import { emailCodes } from './accounts.tables.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];
export interface CodeOwner {
  purpose: CodePurpose;
  email: string;
  activityId?: number;
  userId?: number;
}

const codeHash = (secret: string, o: CodeOwner, code: string) =>
  createHmac('sha256', secret)
    .update(`${o.purpose}|${o.email}|${o.activityId ?? ''}|${o.userId ?? ''}|${code}`)
    .digest();

export const codeExpired = () => new AppError(422, 'code_expired', m.codeExpired);
export const codeInvalid = () => new AppError(422, 'code_invalid', m.codeInvalid);
const locked = () => new AppError(422, 'code_locked', m.codeLocked);

const sameOwner = (o: CodeOwner) =>
  and(
    eq(emailCodes.purpose, o.purpose),
    eq(emailCodes.email, o.email),
    o.activityId === undefined ? undefined : eq(emailCodes.activityId, o.activityId),
    o.userId === undefined ? undefined : eq(emailCodes.userId, o.userId),
  );

/** A new code for the owner; earlier unused codes of the same owner stop working. */
export async function issueCode(tx: Executor, ctx: ServiceContext, owner: CodeOwner) {
  await tx
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(sameOwner(owner), isNull(emailCodes.usedAt)));
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const expiresAt = new Date(ctx.clock.now().getTime() + CODE_TTL_MINUTES * 60_000);
  await tx.insert(emailCodes).values({
    purpose: owner.purpose,
    email: owner.email,
    activityId: owner.activityId,
    userId: owner.userId,
    codeHash: codeHash(ctx.config.jwtSecret, owner, code).toString('base64url'),
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Checks a code against the owner's latest unused code. Only someone holding the right code
 * learns that it expired or is locked: a wrong code, or no code at all, is `code_invalid`, so the
 * answer never tells whether the owner has a pending code. A wrong code costs the live code a
 * try (5 at most, then it is dead even for the right value). Returns the row for `consumeCode`.
 */
export async function verifyCode(ctx: ServiceContext, owner: CodeOwner, code: string) {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(sameOwner(owner), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  const expected = row && Buffer.from(row.codeHash, 'base64url');
  const given = codeHash(ctx.config.jwtSecret, { ...owner, ...(row ?? {}) } as CodeOwner, code);
  if (!row || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (row && row.expiresAt.getTime() > now) {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)));
    }
    throw codeInvalid();
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw locked();
  if (row.expiresAt.getTime() <= now) throw codeExpired();
  return row;
}

/** Spends a verified code inside the transaction of the change it allows; once only. */
export async function consumeCode(tx: Tx, ctx: ServiceContext, id: number) {
  const [spent] = await tx
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, ctx.clock.now()),
        lt(emailCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: emailCodes.id });
  if (!spent) throw codeExpired();
}
