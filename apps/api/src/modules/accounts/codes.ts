// One-time e-mail codes (DESIGN §5): 6 digits from crypto.randomInt, stored as HMACs, single
// use, valid 10 minutes, at most 5 wrong tries. Wrong tries are counted outside the caller's
// transaction, so a rollback cannot give them back.
import { createHmac, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@tessera/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { emailCodes } from './accounts.tables.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'registration' | 'reset';
export interface CodeOwner {
  purpose: CodePurpose;
  email: string;
  activityId?: number;
  userId?: number;
}

const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');
const codeHash = (secret: string, o: CodeOwner, code: string) =>
  hmac(secret, `${o.purpose}|${o.email}|${o.activityId ?? ''}|${o.userId ?? ''}|${code}`);
export const lookupHash = (secret: string, purpose: CodePurpose, code: string) =>
  hmac(secret, `${purpose}|lookup|${code}`);

const expired = () => new AppError(422, 'code_expired', 'codeExpired');
const invalid = () => new AppError(422, 'code_invalid', 'codeInvalid');
const locked = () => new AppError(422, 'code_locked', 'codeLocked');

const sameOwner = (o: CodeOwner) =>
  and(
    eq(emailCodes.purpose, o.purpose),
    eq(emailCodes.email, o.email),
    o.activityId === undefined ? undefined : eq(emailCodes.activityId, o.activityId),
    o.userId === undefined ? undefined : eq(emailCodes.userId, o.userId),
  );

/** A new code for the owner; earlier unused codes of the same owner stop working. */
export async function issueCode(tx: Db | Tx, secret: string, owner: CodeOwner) {
  await tx
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(sameOwner(owner), isNull(emailCodes.usedAt)));
  for (;;) {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const lookup = lookupHash(secret, owner.purpose, code);
    // Reset codes are found by the code alone: no two live ones may be equal.
    const [clash] = await tx
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.lookupHash, lookup),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, sql`now()`),
        ),
      );
    if (clash) continue;
    const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
    await tx.insert(emailCodes).values({
      purpose: owner.purpose,
      email: owner.email,
      activityId: owner.activityId,
      userId: owner.userId,
      codeHash: codeHash(secret, owner, code),
      lookupHash: lookup,
      expiresAt,
    });
    return { code, expiresAt };
  }
}

/**
 * Checks the owner's live code. A wrong code costs a try (5 at most, then the code is dead even
 * for the right value). Returns the code's id for `consumeCode`.
 */
export async function verifyCode(db: Db, secret: string, owner: CodeOwner, code: string) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(sameOwner(owner), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw expired();
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw locked();
  if (row.codeHash !== codeHash(secret, owner, code)) {
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)))
      .returning({ attempts: emailCodes.attempts });
    throw counted ? invalid() : locked();
  }
  return row.id;
}

/** Spends a verified code inside the transaction of the change it allows; once only. */
export async function consumeCode(tx: Tx, id: number) {
  const [spent] = await tx
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: emailCodes.id });
  if (!spent) throw expired();
}
