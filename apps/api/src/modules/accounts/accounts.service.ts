// Registration with an e-mail code and password recovery (SPEC §4, DESIGN §5).
import { CODE_LENGTH, type LanguageCode, localizePath, type signInBody } from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  activities,
  activityConfigurations,
  activityCustomers,
} from '../activities/activities.tables.ts';
import { endSessions } from '../auth/index.ts';
import { userRegistrationCodes } from '../devices/devices.tables.ts';
import { languages } from '../languages/languages.tables.ts';
import { userPrivacies } from '../privacy/privacy.tables.ts';
import { stores } from '../stores/stores.tables.ts';
import { createCustomer, emailTaken, isUniqueViolation } from '../users/customers.ts';
import { customers, users } from '../users/users.tables.ts';
import {
  emailChangedMail,
  emailChangeMail,
  registrationCodeMail,
  resetCodeMail,
} from './accounts.mail.ts';
import { navigations } from './accounts.tables.ts';
import { type CodeOwner, codeInvalid, consumeCode, issueCode, verifyCode } from './codes.ts';

export interface AccountsContext {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Tells the outbox worker that a message is waiting. */
  kick(): void;
}

async function activeActivity(db: Db, activityId: number) {
  const [row] = await db
    .select({
      id: activities.id,
      name: activities.name,
      requiredPhoneNumber: activityConfigurations.requiredPhoneNumber,
    })
    .from(activities)
    .innerJoin(activityConfigurations, eq(activityConfigurations.activityId, activities.id))
    .where(and(eq(activities.id, activityId), eq(activities.active, true)));
  if (!row) throw notFound();
  return row;
}

export async function emailExists(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, email));
  return Boolean(row);
}

/** E-mails a registration code; the code never leaves the server any other way. */
export async function sendRegistrationCode(
  ctx: AccountsContext,
  activityId: number,
  email: string,
  lang: LanguageCode,
) {
  const activity = await activeActivity(ctx.db, activityId);
  if (await emailExists(ctx.db, email)) throw emailTaken();
  const { expiresAt } = await ctx.db.transaction(async (tx) => {
    const issued = await issueCode(tx, ctx.secret, { purpose: 'registration', email, activityId });
    await enqueueMail(tx, registrationCodeMail(email, lang, activity.name, issued.code));
    return issued;
  });
  ctx.kick();
  return { sent: true, codeLength: CODE_LENGTH, expiresAt: expiresAt.toISOString() };
}

export async function checkRegistrationCode(
  ctx: AccountsContext,
  activityId: number,
  email: string,
  code: string,
) {
  await verifyCode(ctx.db, ctx.secret, { purpose: 'registration', email, activityId }, code);
  return { valid: true };
}

export async function inviterOf(db: Db, code: string) {
  const [row] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.inviteCode, code.toUpperCase()), eq(users.active, true)));
  return row?.userId;
}

type SignIn = z.output<typeof signInBody>;

/** Creates the customer once the server has checked the e-mailed code itself. */
export async function signIn(ctx: AccountsContext, body: SignIn) {
  const activity = await activeActivity(ctx.db, body.activityId);
  if (!body.informativaPrivacy) throw new AppError(422, 'privacy_required', 'privacyRequired');
  if (activity.requiredPhoneNumber && !body.phone) {
    throw new AppError(422, 'phone_required', 'phoneRequired');
  }
  const invitedBy = body.invite ? await inviterOf(ctx.db, body.invite) : undefined;
  if (body.invite && !invitedBy) throw new AppError(422, 'invite_unknown', 'inviteUnknown');
  const owner: CodeOwner = {
    purpose: 'registration',
    email: body.username,
    activityId: body.activityId,
  };
  const { id: codeId } = await verifyCode(ctx.db, ctx.secret, owner, body.code);
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeCode(tx, codeId);
      const [store] = body.storeId
        ? await tx
            .select({ id: stores.id })
            .from(stores)
            .where(and(eq(stores.id, body.storeId), eq(stores.activityId, body.activityId)))
        : [];
      const id = await createCustomer(tx, {
        username: body.username,
        passwordHash,
        name: body.name,
        surname: body.surname,
        language: body.language,
        activityId: body.activityId,
        storeId: store?.id ?? null,
        customer: {
          birthDate: body.birthDate ?? null,
          gender: body.gender ?? null,
          typo: body.typo,
          phone: body.phone ?? null,
          address: body.address ?? null,
          streetNumber: body.streetNumber ?? null,
          cap: body.cap ?? null,
          town: body.town ?? null,
          countryId: body.countryId ?? null,
          nationId: body.nationId ?? null,
          invitedByUserId: invitedBy ?? null,
        },
      });
      await tx.insert(userPrivacies).values({
        activityId: body.activityId,
        userId: id,
        informativaPrivacy: body.informativaPrivacy,
        informativaPointB: body.informativaPointB,
        informativaPointC: body.informativaPointC,
      });
      if (body.deviceId) {
        await tx.insert(userRegistrationCodes).values({
          userId: id,
          deviceId: body.deviceId,
          deviceName: body.deviceName ?? body.deviceType ?? 'web',
          deviceType: body.deviceType ?? 'web',
        });
      }
      return { id, username: body.username };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function recordNavigation(db: Db, data: string) {
  await db.insert(navigations).values({ data });
  return { saved: true };
}

/**
 * Starts a password reset. The answer is the same whether or not the address is registered,
 * so it reveals nothing; only a registered, active user gets an e-mail.
 */
export async function forgotPassword(ctx: AccountsContext, email: string, lang: LanguageCode) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.username, email), eq(users.active, true)));
  if (user) {
    const to = await addressee(ctx.db, user.id, lang);
    await ctx.db.transaction(async (tx) => {
      const { code } = await issueCode(tx, ctx.secret, {
        purpose: 'reset',
        email,
        userId: user.id,
      });
      const query = new URLSearchParams({ email, code });
      const link = `${ctx.publicUrl}${localizePath('/forgot-password/code', to.lang)}?${query}`;
      await enqueueMail(tx, resetCodeMail(user.email, to.lang, to.activity, code, link));
    });
    ctx.kick();
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
  ctx: AccountsContext,
  userId: number,
  body: { email: string; currentPassword: string },
  lang: LanguageCode,
) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, body.currentPassword)) || !user) {
    throw new AppError(422, 'old_password_incorrect', 'oldPasswordIncorrect');
  }
  if (await emailExists(ctx.db, body.email)) throw emailTaken();
  const to = await addressee(ctx.db, userId, lang);
  const { expiresAt } = await ctx.db.transaction(async (tx) => {
    const owner = { purpose: 'email_change' as const, email: body.email, userId };
    const issued = await issueCode(tx, ctx.secret, owner);
    await enqueueMail(tx, emailChangeMail(body.email, to.lang, to.activity, issued.code));
    return issued;
  });
  ctx.kick();
  return { sent: true, codeLength: CODE_LENGTH, expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms the new login e-mail with its code: the account takes it, the old address is told,
 * and every other session ends.
 */
export async function confirmEmailChange(
  ctx: AccountsContext,
  caller: { id: number; sid: string },
  body: { email: string; code: string },
) {
  const owner = { purpose: 'email_change' as const, email: body.email, userId: caller.id };
  const { id: codeId } = await verifyCode(ctx.db, ctx.secret, owner, body.code);
  const to = await addressee(ctx.db, caller.id, 'it');
  try {
    await ctx.db.transaction(async (tx) => {
      await consumeCode(tx, codeId);
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
  ctx.kick();
}

/**
 * The account of `email` when `code` is its live reset code. The caller names the account: the
 * answer never names another. A right but expired code is null ('Codice scaduto'); anything else
 * is code_invalid, so nobody learns who has a reset pending.
 */
export async function checkForgotCode(ctx: AccountsContext, email: string, code: string) {
  try {
    const { userId } = await verifyResetCode(ctx, email, code);
    return { id: userId, username: email };
  } catch (err) {
    if (err instanceof AppError && err.code === 'code_expired') return null;
    throw err;
  }
}

/** The active user whose reset code this is; code errors as `verifyCode` gives them. */
async function verifyResetCode(ctx: AccountsContext, email: string, code: string) {
  const row = await verifyCode(ctx.db, ctx.secret, { purpose: 'reset', email }, code);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId ?? 0), eq(users.username, email), eq(users.active, true)));
  if (!user) throw codeInvalid();
  return { userId: user.id, codeId: row.id };
}

/** Sets a new password with the account's live reset code; every session of the user ends. */
export async function setNewPassword(
  ctx: AccountsContext,
  userId: number,
  body: { email: string; code: string; password: string; confirmPassword: string },
) {
  if (body.password !== body.confirmPassword) {
    throw new AppError(422, 'passwords_mismatch', 'passwordsMismatch');
  }
  const found = await verifyResetCode(ctx, body.email, body.code);
  if (found.userId !== userId) throw codeInvalid();
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, found.codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, userId);
  });
  return { changed: true };
}
