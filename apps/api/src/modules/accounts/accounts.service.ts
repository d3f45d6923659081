// Registration with an e-mail code and password recovery (SPEC §4, DESIGN §5).
import { CODE_LENGTH, type LanguageCode, localizePath } from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/http-errors.ts';
import { enqueueMail, replaceMail } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { activities, activityCustomers, languages, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { signUpActivity } from '../activities/index.ts';
import { endSessions } from '../auth/index.ts';
import { emailTaken, oldPasswordIncorrect, passwordsMismatch } from '../users/index.ts';
import {
  emailChangedMail,
  emailChangeMail,
  registrationCodeMail,
  resetCodeMail,
} from './accounts.mail.ts';
import { navigations } from './accounts.tables.ts';
import { type CodeOwner, codeInvalid, consumeCode, issueCode, verifyCode } from './codes.ts';

export async function emailExists(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, email));
  return Boolean(row);
}

/** E-mails a registration code; the code never leaves the server any other way. */
export async function sendRegistrationCode(
  ctx: ServiceContext,
  activityId: number,
  email: string,
  lang: LanguageCode,
) {
  const activity = await signUpActivity(ctx.db, activityId);
  if (await emailExists(ctx.db, email)) throw emailTaken();
  const { expiresAt } = await transact(ctx.db, async (tx) => {
    const issued = await issueCode(tx, ctx, { purpose: 'registration', email, activityId });
    // A code's e-mail still waiting (the mail server down) is replaced: only the newest leaves.
    await replaceMail(
      tx,
      `code:registration:${activityId}:${email}`,
      registrationCodeMail(email, lang, activity.name, issued.code),
    );
    return issued;
  });
  return { sent: true, codeLength: CODE_LENGTH, expiresAt: expiresAt.toISOString() };
}

export async function checkRegistrationCode(
  ctx: ServiceContext,
  activityId: number,
  email: string,
  code: string,
) {
  await registrationCodeId(ctx, activityId, email, code);
  return { valid: true };
}

/** The id of the live registration code `code` of `email` in the activity, for `consumeCode`. */
export async function registrationCodeId(
  ctx: ServiceContext,
  activityId: number,
  email: string,
  code: string,
) {
  const owner: CodeOwner = { purpose: 'registration', email, activityId };
  return (await verifyCode(ctx, owner, code)).id;
}

export async function recordNavigation(db: Db, data: string) {
  await db.insert(navigations).values({ data });
  return { saved: true };
}

/**
 * Starts a password reset. The answer is the same whether or not the address is registered,
 * so it reveals nothing; only a registered, active user gets an e-mail.
 */
export async function forgotPassword(ctx: ServiceContext, email: string, lang: LanguageCode) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.username, email), eq(users.active, true)));
  if (user) {
    const to = await addressee(ctx.db, user.id, lang);
    await transact(ctx.db, async (tx) => {
      const { code } = await issueCode(tx, ctx, {
        purpose: 'reset',
        email,
        userId: user.id,
      });
      const query = new URLSearchParams({ email, code });
      const link = `${ctx.config.publicUrl}${localizePath('/forgot-password/code', to.lang)}?${query}`;
      await replaceMail(
        tx,
        `code:reset:${user.id}`,
        resetCodeMail(user.email, to.lang, to.activity, code, link),
      );
    });
  }
  return { esito: true };
}

/** The language and activity name an e-mail to the user is written in and signed with. */
async function addressee(db: Db, userId: number, fallback: LanguageCode) {
  const [row] = await db
    .select({ lang: languages.code, activity: activities.name })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(activityCustomers, eq(activityCustomers.userId, users.id))
    .leftJoin(
      activities,
      and(eq(activities.id, activityCustomers.activityId), eq(activities.active, true)),
    )
    .where(eq(users.id, userId))
    .orderBy(asc(activityCustomers.id))
    .limit(1);
  return {
    lang: (row?.lang as LanguageCode | null) ?? fallback,
    activity: row?.activity ?? 'Tessera',
  };
}

/**
 * Starts a change of the caller's login e-mail: the current password is checked, and a code is
 * e-mailed to the new address. Nothing changes until the code comes back.
 */
export async function startEmailChange(
  ctx: ServiceContext,
  userId: number,
  body: { email: string; currentPassword: string },
  lang: LanguageCode,
) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, body.currentPassword)) || !user) {
    throw oldPasswordIncorrect();
  }
  if (await emailExists(ctx.db, body.email)) throw emailTaken();
  const to = await addressee(ctx.db, userId, lang);
  const { expiresAt } = await transact(ctx.db, async (tx) => {
    const owner = { purpose: 'email_change' as const, email: body.email, userId };
    const issued = await issueCode(tx, ctx, owner);
    await replaceMail(
      tx,
      `code:email_change:${userId}:${body.email}`,
      emailChangeMail(body.email, to.lang, to.activity, issued.code),
    );
    return issued;
  });
  return { sent: true, codeLength: CODE_LENGTH, expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms the new login e-mail with its code: the account takes it, the old address is told,
 * and every other session ends.
 */
export async function confirmEmailChange(
  ctx: ServiceContext,
  caller: { id: number; sid: string },
  body: { email: string; code: string },
) {
  const owner = { purpose: 'email_change' as const, email: body.email, userId: caller.id };
  const { id: codeId } = await verifyCode(ctx, owner, body.code);
  const to = await addressee(ctx.db, caller.id, 'it');
  try {
    await transact(ctx.db, async (tx) => {
      await consumeCode(tx, ctx, codeId);
      const [old] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller.id));
      await tx
        .update(users)
        .set({ username: body.email, email: body.email })
        .where(eq(users.id, caller.id));
      if (old) await enqueueMail(tx, emailChangedMail(old.email, to.lang, to.activity, body.email));
      await endSessions(tx, caller.id, caller.sid);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * The account of `email` when `code` is its live reset code. The caller names the account: the
 * answer never names another. A right but expired code is null ('Codice scaduto'); anything else
 * is code_invalid, so nobody learns who has a reset pending.
 */
export async function checkForgotCode(ctx: ServiceContext, email: string, code: string) {
  try {
    const { userId } = await verifyResetCode(ctx, email, code);
    return { id: userId, username: email };
  } catch (err) {
    if (err instanceof AppError && err.code === 'code_expired') return null;
    throw err;
  }
}

/** The active user whose reset code this is; code errors as `verifyCode` gives them. */
async function verifyResetCode(ctx: ServiceContext, email: string, code: string) {
  const row = await verifyCode(ctx, { purpose: 'reset', email }, code);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId ?? 0), eq(users.username, email), eq(users.active, true)));
  if (!user) throw codeInvalid();
  return { userId: user.id, codeId: row.id };
}

/** Sets a new password with the account's live reset code; every session of the user ends. */
export async function setNewPassword(
  ctx: ServiceContext,
  userId: number,
  body: { email: string; code: string; password: string; confirmPassword: string },
) {
  if (body.password !== body.confirmPassword) {
    throw passwordsMismatch();
  }
  const found = await verifyResetCode(ctx, body.email, body.code);
  if (found.userId !== userId) throw codeInvalid();
  const passwordHash = await hashPassword(body.password);
  await transact(ctx.db, async (tx) => {
    await consumeCode(tx, ctx, found.codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, userId);
  });
  return { changed: true };
}
