// Factories: each test builds the activities and people it needs instead of reading demo data.
import { randomBytes } from 'node:crypto';
import type { Role } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/passwords.ts';
import type { TestApp } from './harness.ts';

export const FACTORY_PASSWORD = 'Factory-pass-2026';
const hashed = hashPassword(FACTORY_PASSWORD);
const unique = () => randomBytes(5).toString('hex');

export interface Activity {
  id: number;
  name: string;
  permalink: string;
}

export async function createActivity(t: TestApp, name = `Activity ${unique()}`) {
  const permalink = `a-${unique()}`;
  const [row] = await t.rows<{ id: number }>(
    sql`insert into activities (name, permalink) values (${name}, ${permalink}) returning id`,
  );
  const id = row?.id as number;
  await t.rows(sql`insert into activity_configurations (activity_id) values (${id})`);
  await t.rows(sql`insert into activity_menus (activity_id) values (${id})`);
  return { id, name, permalink } satisfies Activity;
}

export interface Person {
  id: number;
  email: string;
  password: string;
  /** Logs in and returns the access token. */
  token(): Promise<string>;
}

/**
 * A user who is a member of the given activities with the given roles there (ROLE_USER by
 * default). `superAdmin` gives the one global role.
 */
export async function createUser(
  t: TestApp,
  opts: {
    memberOf?: number[];
    roles?: Role[];
    superAdmin?: boolean;
    active?: boolean;
    membershipActive?: boolean;
    email?: string;
  } = {},
): Promise<Person> {
  const email = opts.email ?? `u-${unique()}@test.example`;
  const global = opts.superAdmin ? ['ROLE_SUPER_ADMIN'] : [];
  const [user] = await t.rows<{ id: number }>(sql`
    insert into users (username, email, password_hash, name, surname, roles, active)
    values (${email}, ${email}, ${await hashed}, 'Test', 'Person',
      ${`{${global.join(',')}}`}::text[], ${opts.active ?? true})
    returning id`);
  const id = user?.id as number;
  await t.rows(
    sql`insert into customers (user_id, invite_code) values (${id}, ${unique().toUpperCase()})`,
  );
  const roles = opts.roles ?? ['ROLE_USER'];
  for (const activityId of opts.memberOf ?? []) {
    await t.rows(sql`
      insert into activity_customers (activity_id, user_id, roles, active)
      values (${activityId}, ${id}, ${`{${roles.join(',')}}`}::text[],
        ${opts.membershipActive ?? true})`);
  }
  let token: Promise<string> | undefined;
  return {
    id,
    email,
    password: FACTORY_PASSWORD,
    token: () => {
      token ??= t.login(email, FACTORY_PASSWORD).then((r) => r.token);
      return token;
    },
  };
}

export const createAdmin = (t: TestApp, activityId: number) =>
  createUser(t, { memberOf: [activityId], roles: ['ROLE_ADMIN'] });

export const createCustomer = (t: TestApp, ...activityIds: number[]) =>
  createUser(t, { memberOf: activityIds });
