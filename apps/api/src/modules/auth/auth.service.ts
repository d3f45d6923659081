// Login, sessions and rotating refresh tokens (DESIGN §5).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccessClaims, Role, TokenPair } from '@tessera/domain';
import { and, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { forgetSession, forgetUser } from '../../platform/session-cache.ts';
import { activityCustomers, sessions, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
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
async function mayLogIn(db: Db | Tx, user: UserRow) {
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

async function issue(
  db: Db | Tx,
  issuer: TokenIssuer,
  user: UserRow,
  sid: string,
): Promise<TokenPair> {
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
 * How long a spent refresh token may be presented again as the retry of a refresh whose answer
 * was lost (the connection dropped after the pair rotated): once, and only while the pair it
 * bought is unused. Any other second use is a replay (DESIGN §5).
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Spends an unspent, live token; its session (family), or null. */
async function spend(tx: Tx, issuer: TokenIssuer, tokenHash: string) {
  const [spent] = await tx
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
    .returning({ familyId: refreshTokens.familyId });
  return spent?.familyId ?? null;
}

const later = alias(refreshTokens, 'later');

/**
 * The retry of a lost answer: a token spent less than REFRESH_GRACE_SECONDS ago, retried for
 * the first time (the retry revokes it), when no token of its session was spent after it. The
 * pair the lost answer carried is withdrawn: the session keeps one live refresh token.
 */
async function retryLost(tx: Tx, tokenHash: string) {
  const [retried] = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`),
        notExists(
          tx
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                eq(later.familyId, refreshTokens.familyId),
                gt(later.usedAt, refreshTokens.usedAt),
              ),
            ),
        ),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (!retried) return null;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, retried.familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return retried.familyId;
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: the UPDATE ... WHERE used_at
 * IS NULL lets exactly one of two concurrent uses through. A second use is the retry of a lost
 * answer (retryLost) or a replay (stolen, or replayed), which ends the session. Spending and
 * issuing commit together, so a concurrent retry waits for the pair it withdraws.
 */
export async function refresh(db: Db, issuer: TokenIssuer, token: string): Promise<TokenPair> {
  const tokenHash = sha256(token);
  const outcome = await transact(
    db,
    async (tx): Promise<{ pair: TokenPair } | { end?: string }> => {
      const familyId = (await spend(tx, issuer, tokenHash)) ?? (await retryLost(tx, tokenHash));
      if (!familyId) {
        const [known] = await tx
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        return known ? { end: known.familyId } : {};
      }
      const [row] = await tx
        .select({ user: users, revokedAt: sessions.revokedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, familyId));
      if (!row || row.revokedAt || !(await mayLogIn(tx, row.user))) return { end: familyId };
      return { pair: await issue(tx, issuer, row.user, familyId) };
    },
  );
  if ('pair' in outcome) return outcome.pair;
  if (outcome.end) await endSession(db, outcome.end);
  throw unauthorized();
}

/** Ends one session: its access tokens stop on their next request, its refresh tokens die. */
export async function endSession(db: Db | Tx, sid: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, sid), isNull(refreshTokens.revokedAt)));
  // This instance forgets it once this commits; the others hear the trigger's NOTIFY.
  forgetSession(sid);
}

/** Ends every session of the user, but `keep` (the caller's own) when given. */
export async function endSessions(db: Db | Tx, userId: number, keep?: string) {
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
  forgetUser(userId);
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
