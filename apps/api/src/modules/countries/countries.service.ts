import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { activities, countries, nations } from '../../platform/tables.ts';

const countryColumns = {
  id: countries.id,
  name: countries.name,
  province: countries.province,
  nationId: countries.nationId,
};

export const allNations = (db: Db) =>
  db
    .select({ id: nations.id, code: nations.code, name: nations.name })
    .from(nations)
    .orderBy(asc(nations.name));

/** Towns, filtered by nation and by the start of the name. */
export async function findCountries(
  db: Db,
  filters: { nationId?: number; name?: string },
  page: { offset: number; rowsPerPage: number; descending: boolean },
) {
  const conditions: SQL[] = [];
  if (filters.nationId) conditions.push(eq(countries.nationId, filters.nationId));
  if (filters.name) {
    conditions.push(ilike(countries.name, `${filters.name.replace(/[\\%_]/g, '\\$&')}%`));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(countryColumns)
      .from(countries)
      .where(where)
      .orderBy(page.descending ? desc(countries.name) : asc(countries.name))
      .limit(page.rowsPerPage)
      .offset(page.offset),
    db.select({ n: count() }).from(countries).where(where),
  ]);
  return { rows, totalRows: total?.n ?? 0 };
}

/** The towns of the activity's nation, offered for the customer's addresses. */
export async function activityCountries(db: Db, activityId: number) {
  const [activity] = await db
    .select({ nationId: activities.nationId })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!activity) throw notFound();
  if (!activity.nationId) return [];
  return db
    .select(countryColumns)
    .from(countries)
    .where(eq(countries.nationId, activity.nationId))
    .orderBy(asc(countries.name));
}
