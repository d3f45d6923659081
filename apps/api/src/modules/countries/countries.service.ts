import { townSearchKey } from '@tessera/domain';
import { and, asc, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { activities, countries, nations } from '../../platform/tables.ts';

const countryColumns = {
  id: countries.id,
  name: countries.name,
  province: countries.province,
  nationId: countries.nationId,
  nationCode: nations.code,
  caps: countries.caps,
};

export const allNations = (db: Db) =>
  db
    .select({ id: nations.id, code: nations.code, name: nations.name })
    .from(nations)
    .orderBy(asc(nations.name));

/** What a search may contain: LIKE's own characters are escaped. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * Towns, filtered by nation (or the activity's nation) and by the start of the name, accents and
 * case aside ("forli" finds Forlì; "bozen" finds Bolzano/Bozen by its second name). A prefix
 * search on an index (nation, search key): a page of 7,896 comuni, not the list.
 */
export async function findCountries(
  db: Db,
  filters: { nationId?: number; name?: string; activityId?: number },
  page: { offset: number; rowsPerPage: number; descending: boolean },
) {
  const conditions: SQL[] = [];
  if (filters.nationId) conditions.push(eq(countries.nationId, filters.nationId));
  if (filters.activityId) {
    const [activity] = await db
      .select({ nationId: activities.nationId })
      .from(activities)
      .where(eq(activities.id, filters.activityId));
    if (!activity?.nationId) return { rows: [], totalRows: 0 };
    conditions.push(eq(countries.nationId, activity.nationId));
  }
  const key = filters.name ? likeEscaped(townSearchKey(filters.name)) : '';
  if (key) {
    conditions.push(
      or(like(countries.searchName, `${key}%`), like(countries.searchAlt, `${key}%`)) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(countryColumns)
      .from(countries)
      .innerJoin(nations, eq(nations.id, countries.nationId))
      .where(where)
      .orderBy(
        page.descending ? desc(countries.name) : asc(countries.name),
        asc(countries.province),
      )
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
    .innerJoin(nations, eq(nations.id, countries.nationId))
    .where(eq(countries.nationId, activity.nationId))
    .orderBy(asc(countries.name));
}
