// Reference data: languages, nations and their towns (countries), Italy's from the dataset of
// db/reference. Loaded at every start (server.ts), by the demo seed and by the test templates.
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { townSearchKeys } from '@tessera/domain';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { countries, languages, nations, referenceVersions } from '../../platform/tables.ts';

const LANGUAGES = [
  { code: 'it', flagCode: 'it', name: 'Italiano', sort: 1 },
  { code: 'es', flagCode: 'es', name: 'Español', sort: 2 },
  { code: 'fr', flagCode: 'fr', name: 'Français', sort: 3 },
  { code: 'de', flagCode: 'de', name: 'Deutsch', sort: 4 },
  { code: 'gb', flagCode: 'gb', name: 'English', sort: 5 },
];

const NATIONS = [
  { code: 'IT', name: 'Italia' },
  { code: 'ES', name: 'España' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Deutschland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CH', name: 'Schweiz' },
];

const REFERENCE_LOCK = 7_401_2027;

/** A few towns of the other nations, for the demo's forms; Italy's come from the dataset. */
const TOWNS: Record<string, [string, string][]> = {
  ES: [
    ['Barcelona', 'B'],
    ['Madrid', 'M'],
    ['Valencia', 'V'],
  ],
  FR: [
    ['Lyon', '69'],
    ['Paris', '75'],
  ],
  DE: [
    ['Berlin', 'BE'],
    ['München', 'BY'],
  ],
  GB: [
    ['London', 'LND'],
    ['Manchester', 'MAN'],
  ],
  CH: [
    ['Lugano', 'TI'],
    ['Zürich', 'ZH'],
  ],
};

/**
 * The reference data every server needs (languages, nations, their towns: Italy's 7,896 comuni),
 * idempotent: run at every start before anything else, it costs a few statements when in place.
 */
export async function seedReference(tx: Tx) {
  // Two instances starting together load it once, one after the other.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK})`);
  await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
  await tx.insert(nations).values(NATIONS).onConflictDoNothing();
  const nationRows = await tx.select().from(nations);
  const nationId = new Map(nationRows.map((n) => [n.code, n.id]));
  const italy = nationId.get('IT') as number;
  // In place (the dataset's version is held, written with the towns): countries is not touched.
  const file = join(referenceFolder(), 'it-comuni.json');
  if (!(await holdsVersion(tx, versionOf(file)))) {
    await insertHandTowns(tx, nationId);
    await loadItalianTowns(tx, italy, readFileSync(file, 'utf8'));
  }
  const languageRows = await tx.select().from(languages);
  return { languages: new Map(languageRows.map((l) => [l.code, l.id])), italy };
}

/** The other nations' few towns, for those that have none yet. */
async function insertHandTowns(tx: Tx, nationId: Map<string, number>) {
  // The nations that have towns: a probe of the index per nation, not a scan of 7,900 rows.
  const withTowns = new Set(
    (
      await tx
        .select({ nationId: nations.id })
        .from(nations)
        .where(
          exists(
            tx.select({ one: sql`1` }).from(countries).where(eq(countries.nationId, nations.id)),
          ),
        )
    ).map((r) => r.nationId),
  );
  const handRows = Object.entries(TOWNS).flatMap(([code, towns]) => {
    const id = nationId.get(code) as number;
    if (withTowns.has(id)) return [];
    return towns.map(([name, province]) => ({
      name,
      province,
      nationId: id,
      ...townSearchKeys(name),
    }));
  });
  if (handRows.length > 0) await tx.insert(countries).values(handRows);
}

/** Where db/reference is, whether running from src (tests) or dist (bundle). */
function referenceFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'src', 'db', 'reference'), join(dir, 'db', 'reference')])
      if (existsSync(join(candidate, 'it-comuni.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('db/reference/it-comuni.json not found');
}

interface ComuniFile {
  version: string;
  rows: [code: string, name: string, province: string, caps: string[] | null][];
}

const DATASET = 'it-comuni';
/** Rows per INSERT: 6 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 2000;

/** The dataset's version, read from the file's first bytes (not its 7,896 rows). */
function versionOf(file: string) {
  const head = Buffer.alloc(200);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('utf8').match(/"version":\s*"([^"]+)"/)?.[1];
}

/** Whether the database holds this version of the dataset. */
async function holdsVersion(tx: Tx, version: string | undefined) {
  const [held] = await tx
    .select({ version: referenceVersions.version })
    .from(referenceVersions)
    .where(eq(referenceVersions.name, DATASET));
  return held !== undefined && held.version === version;
}

/**
 * Italy's comuni from db/reference/it-comuni.json (its text): an upsert by ISTAT code (renamed
 * comuni keep their id, so addresses keep their town), towns saved before the dataset (by hand,
 * without a code) taking theirs; then the version is recorded, so the next start skips it.
 */
async function loadItalianTowns(tx: Tx, italy: number, text: string) {
  const data = JSON.parse(text) as ComuniFile;

  const uncoded = await tx
    .select({ id: countries.id, name: countries.name, province: countries.province })
    .from(countries)
    .where(and(eq(countries.nationId, italy), isNull(countries.code)));
  if (uncoded.length > 0) {
    const byName = new Map(
      data.rows.map(([code, name, province]) => [`${name}|${province}`, code]),
    );
    for (const town of uncoded) {
      const code = byName.get(`${town.name}|${town.province}`);
      if (code) await tx.update(countries).set({ code }).where(eq(countries.id, town.id));
    }
  }
  for (let i = 0; i < data.rows.length; i += CHUNK) {
    await tx
      .insert(countries)
      .values(
        data.rows.slice(i, i + CHUNK).map(([code, name, province, caps]) => ({
          nationId: italy,
          code,
          name,
          province,
          caps,
          ...townSearchKeys(name),
        })),
      )
      .onConflictDoUpdate({
        target: [countries.nationId, countries.code],
        set: {
          name: sql`excluded.name`,
          province: sql`excluded.province`,
          caps: sql`excluded.caps`,
          searchName: sql`excluded.search_name`,
          searchAlt: sql`excluded.search_alt`,
        },
      });
  }
  // Hand rows of before this column (other nations) get their search key too.
  const unkeyed = await tx
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(eq(countries.searchName, ''));
  for (const town of unkeyed)
    await tx.update(countries).set(townSearchKeys(town.name)).where(eq(countries.id, town.id));
  await tx
    .insert(referenceVersions)
    .values({ name: DATASET, version: data.version })
    .onConflictDoUpdate({
      target: referenceVersions.name,
      set: { version: data.version, loadedAt: sql`now()` },
    });
}
