// The signed-in customer's own profile (SPEC §3 Profile fields) and password change.
import {
  type AccessClaims,
  type LanguageCode,
  PASSWORD_MIN_LENGTH,
  type Profile,
  type UpdateProfileBody,
} from '@tessera/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { countries, languages, nations, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { requiresPhone } from '../activities/index.ts';
import { endSessions } from '../auth/index.ts';
import { languageIdOf, newInviteCode } from './customers.ts';
import { usersMessages as m } from './users.messages.ts';
import { customers } from './users.tables.ts';

export async function profileOf(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      user: users,
      customer: customers,
      language: languages.code,
      country: { id: countries.id, name: countries.name, province: countries.province },
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { user, customer: c } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    birthDate: c?.birthDate ?? null,
    gender: c?.gender ?? null,
    typo: c?.typo ?? 'F',
    countryId: c?.countryId ?? null,
    country: row.country,
    nationId: c?.nationId ?? null,
    address: c?.address ?? null,
    streetNumber: c?.streetNumber ?? null,
    cap: c?.cap ?? null,
    town: c?.town ?? null,
    phone: c?.phone ?? null,
    language: (row.language as LanguageCode | null) ?? 'it',
    inviteCode: c?.inviteCode ?? null,
    roles: user.roles,
  };
}

/** Refuses a town or nation id that does not exist, naming the field. */
async function requireKnown(db: Db, body: UpdateProfileBody) {
  if (body.countryId) {
    const [row] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, body.countryId));
    if (!row) throw invalidInput('countryId');
  }
  if (body.nationId) {
    const [row] = await db
      .select({ id: nations.id })
      .from(nations)
      .where(eq(nations.id, body.nationId));
    if (!row) throw invalidInput('nationId');
  }
}

/** Updates the fields sent, leaving the others as they are. */
export async function updateProfile(db: Db, userId: number, body: UpdateProfileBody) {
  const { name, surname, language, activityId, ...customer } = body;
  await requireKnown(db, body);
  if (activityId && 'phone' in body && !body.phone) {
    if (await requiresPhone(db, activityId)) {
      throw phoneRequired();
    }
  }
  await transact(db, async (tx) => {
    const userFields = {
      ...(name === undefined ? {} : { name }),
      ...(surname === undefined ? {} : { surname }),
      ...(language === undefined ? {} : { languageId: await languageIdOf(tx, language) }),
    };
    if (Object.keys(userFields).length) {
      await tx.update(users).set(userFields).where(eq(users.id, userId));
    }
    const fields = Object.fromEntries(
      Object.entries(customer).filter(([, v]) => v !== undefined),
    ) as Partial<typeof customers.$inferInsert>;
    const [existing] = await tx
      .select({ userId: customers.userId })
      .from(customers)
      .where(eq(customers.userId, userId));
    if (!existing) {
      await tx.insert(customers).values({ userId, inviteCode: newInviteCode(), ...fields });
    } else if (Object.keys(fields).length) {
      await tx.update(customers).set(fields).where(eq(customers.userId, userId));
    }
  });
  return profileOf(db, userId);
}

/** Refusals the sign-up flow and the accounts module give too (index.ts exports them). */
export const phoneRequired = () => new AppError(422, 'phone_required', m.phoneRequired);
export const passwordsMismatch = () => new AppError(422, 'passwords_mismatch', m.passwordsMismatch);
export const oldPasswordIncorrect = () =>
  new AppError(422, 'old_password_incorrect', m.oldPasswordIncorrect);

/** SPEC §5: the four messages, checked before anything changes. */
export async function changePassword(
  db: Db,
  caller: Pick<AccessClaims, 'id' | 'sid'>,
  body: { oldPassword: string; password: string; confirmPassword: string },
) {
  const userId = caller.id;
  if (!body.oldPassword) throw new AppError(422, 'old_password_required', m.oldPasswordRequired);
  if (!body.password) throw new AppError(422, 'password_required', m.passwordRequired);
  if (body.password !== body.confirmPassword) throw passwordsMismatch();
  if (body.password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(422, 'password_too_short', m.passwordTooShort, {
      count: PASSWORD_MIN_LENGTH,
    });
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, body.oldPassword)) || !user) {
    throw oldPasswordIncorrect();
  }
  const passwordHash = await hashPassword(body.password);
  await transact(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, userId, caller.sid);
  });
  return { changed: true };
}
