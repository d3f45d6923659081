// Creating a customer: the user, their customer row with an invite code, and their membership.
import { randomInt } from 'node:crypto';
import type { LanguageCode } from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { activityCustomers, languages, users } from '../../platform/tables.ts';
import { usersMessages } from './users.messages.ts';
import { customers } from './users.tables.ts';

/**
 * The phone of the customer whose user id is `userId` (a column of the caller's query): staff
 * reach a member by it (the booking agenda, booking on a member's behalf).
 */
export const customerPhoneColumn = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${customers.phone} from ${customers} where ${customers.userId} = ${userId})`;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character code without look-alike characters (0/O, 1/I). */
export const newInviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export async function languageIdOf(tx: Tx, code: LanguageCode) {
  const [row] = await tx
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.code, code));
  return row?.id ?? null;
}

export const emailTaken = () => new AppError(409, 'email_taken', usersMessages.emailTaken);
/** In user administration: the e-mail of a user who is already a member of the activity. */
export const alreadyMember = () => new AppError(409, 'email_taken', usersMessages.alreadyMember);
/** In user administration: a new e-mail for a user that another account already has. */
export const emailInUse = () => new AppError(409, 'email_taken', usersMessages.emailInUse);

export interface NewCustomer {
  username: string;
  passwordHash: string;
  name: string;
  surname: string;
  /** Roles in the activity (the membership's), ROLE_USER by default. */
  roles?: string[];
  /** Whether the membership is active. */
  active?: boolean;
  language: LanguageCode;
  activityId: number;
  storeId?: number | null;
  customer?: Partial<Omit<typeof customers.$inferInsert, 'userId' | 'inviteCode'>>;
}

/** Inserts the user, the customer row and the membership; a taken username is a 409. */
export async function createCustomer(tx: Tx, c: NewCustomer): Promise<number> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, c.username));
  if (existing) throw emailTaken();
  const [user] = await tx
    .insert(users)
    .values({
      username: c.username,
      email: c.username,
      passwordHash: c.passwordHash,
      name: c.name,
      surname: c.surname,
      languageId: await languageIdOf(tx, c.language),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await tx
    .insert(customers)
    .values({ userId: user.id, inviteCode: newInviteCode(), ...c.customer });
  await tx.insert(activityCustomers).values({
    activityId: c.activityId,
    userId: user.id,
    storeId: c.storeId ?? null,
    roles: c.roles ?? ['ROLE_USER'],
    active: c.active ?? true,
  });
  return user.id;
}

/**
 * Makes an existing account a customer (ROLE_USER) of the activity, as joining it does; true when
 * the membership is new. A member already stays as they are; one the activity switched off is a
 * 404, as everywhere (joining does not switch them back on).
 */
export async function joinAsCustomer(tx: Tx, activityId: number, userId: number) {
  const [created] = await tx
    .insert(activityCustomers)
    .values({ activityId, userId, roles: ['ROLE_USER'] })
    .onConflictDoNothing()
    .returning({ id: activityCustomers.id });
  if (created) return true;
  const [current] = await tx
    .select({ active: activityCustomers.active })
    .from(activityCustomers)
    .where(and(eq(activityCustomers.activityId, activityId), eq(activityCustomers.userId, userId)));
  if (!current?.active) throw notFound();
  return false;
}

/** The active customer whose invite code this is (refer-a-friend). */
export async function inviterOf(db: Db, code: string) {
  const [row] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.inviteCode, code.toUpperCase()), eq(users.active, true)));
  return row?.userId;
}

/** A customer's own invite code and name, for the SMS inviting a friend. */
export async function inviteCodeOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ code: customers.inviteCode, name: users.name })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.userId, userId));
  return row;
}

/** Who invited this customer (refer-a-friend), if anyone. */
export async function invitedByOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ by: customers.invitedByUserId })
    .from(customers)
    .where(eq(customers.userId, userId));
  return row?.by ?? null;
}
