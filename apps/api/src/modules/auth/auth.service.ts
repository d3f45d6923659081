// Login, sessions and rotating refresh tokens (DESIGN §5).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccessClaims, Role, TokenPair } from '@tessera/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { forgetSession, forgetUser } from '../../platform/session-cache.ts';
import { activityCustomers, sessions, users } from '../../platform/tables.ts';
import { authMessages } from './auth.messages.ts';
import { refreshTokens } from './auth.tables.ts';

export interface TokenIssuer {
  signAccessToken(claims: AccessClaims): string;
  refreshTtlDays: number;
  /** Refresh tokens expire by this clock. */
  clock: Clock;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

type UserRow = typeof users.$inferSelect;

/**
 * Whether the user may hold a session: an active account that is a super admin, belongs to no
 * activity yet, or keeps at least one active membership.
 */
async function mayLogIn(db: Db, user: UserRow) {
  if (!user.active) return false;
  if (user.roles.includes('ROLE_SUPER_ADMIN')) return true;
  const [row] = await db
    .select({
      any: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${activityCustomers.active})::int`,
    })
    .from(activityCustomers)
    .where(eq(activityCustomers.userId, user.id));
  return !row?.any || row.active > 0;
}

async function issue(db: Db, issuer: TokenIssuer, user: UserRow, sid: string): Promise<TokenPair> {
  const refresh = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sid,
    tokenHash: sha256(refresh),
    expiresAt: new Date(issuer.clock.now().getTime() + issuer.refreshTtlDays * 86_400_000),
  });
  const claims = { id: user.id, username: user.username, roles: user.roles as Role[], sid };
  return { token: issuer.signAccessToken(claims), refresh_token: refresh };
}

export async function login(db: Db, issuer: TokenIssuer, username: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    throw new AppError(401, 'invalid_credentials', authMessages.invalidCredentials);
  }
  if (!(await mayLogIn(db, user)))
    throw new AppError(403, 'user_inactive', authMessages.userInactive);
  const sid = randomUUID();
  await db.insert(sessions).values({ id: sid, userId: user.id });
  return issue(db, issuer, user, sid);
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: the UPDATE ... WHERE used_at
 * IS NULL lets exactly one of two concurrent uses through, and a second use of a spent token
 * ends its session (it was stolen, or replayed).
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
        gt(refreshTokens.expiresAt, issuer.clock.now()),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (!spent) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) await endSession(db, known.familyId);
    throw unauthorized();
  }
  const [row] = await db
    .select({ user: users, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, spent.familyId));
  if (!row || row.revokedAt || !(await mayLogIn(db, row.user))) {
    await endSession(db, spent.familyId);
    throw unauthorized();
  }
  return issue(db, issuer, row.user, spent.familyId);
}

/** Ends one session: its access tokens stop on their next request, its refresh tokens die. */
export async function endSession(db: Db | Tx, sid: string) {
  // This instance forgets it now; the others hear the trigger's NOTIFY on commit.
  forgetSession(sid);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, sid), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, but `keep` (the caller's own) when given. */
export async function endSessions(db: Db | Tx, userId: number, keep?: string) {
  forgetUser(userId);
  const others = keep ? ne(sessions.id, keep) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}

/** Logout: the caller's session ends, and the presented refresh token's if it is theirs. */
export async function logout(db: Db, user: AccessClaims, token: string) {
  await endSession(db, user.sid);
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.userId, user.id)));
  if (known) await endSession(db, known.familyId);
}
