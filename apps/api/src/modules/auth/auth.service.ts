// Login and rotating refresh tokens (DESIGN §5).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccessClaims, Role, TokenPair } from '@tessera/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { users } from '../users/users.tables.ts';
import { refreshTokens } from './auth.tables.ts';

export interface TokenIssuer {
  signAccessToken(claims: AccessClaims): string;
  refreshTtlDays: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const claimsOf = (u: { id: number; username: string; roles: string[] }): AccessClaims => ({
  id: u.id,
  username: u.username,
  roles: u.roles as Role[],
});

async function issue(
  db: Db,
  issuer: TokenIssuer,
  user: AccessClaims,
  familyId: string,
): Promise<TokenPair> {
  const refresh = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(Date.now() + issuer.refreshTtlDays * 86_400_000),
  });
  return { token: issuer.signAccessToken(user), refresh_token: refresh };
}

export async function login(db: Db, issuer: TokenIssuer, username: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    throw new AppError(401, 'invalid_credentials', 'invalidCredentials');
  }
  if (!user.active) throw new AppError(403, 'user_inactive', 'userInactive');
  return issue(db, issuer, claimsOf(user), randomUUID());
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: the UPDATE ... WHERE used_at
 * IS NULL lets exactly one of two concurrent uses through, and a second use of a spent token
 * revokes its whole family (it was stolen, or replayed).
 */
export async function refresh(db: Db, issuer: TokenIssuer, token: string): Promise<TokenPair> {
  const tokenHash = sha256(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (!spent) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) await revokeFamily(db, known.familyId);
    throw unauthorized();
  }
  const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
  if (!user?.active) {
    await revokeFamily(db, spent.familyId);
    throw unauthorized();
  }
  return issue(db, issuer, claimsOf(user), spent.familyId);
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: the caller's presented refresh token family stops working; others are ignored. */
export async function logout(db: Db, userId: number, token: string) {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.userId, userId)));
  if (known) await revokeFamily(db, known.familyId);
}
