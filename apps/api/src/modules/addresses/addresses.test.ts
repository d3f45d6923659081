// Delivery addresses couriers accept (issue 22 §4), on PGlite and PostgreSQL: Italy's comuni
// from the dataset searched by prefix, a new address checked (town, CAP of its nation and of its
// town, phone, recipient) with a 400 in the caller's language and nothing written, and the text
// an order keeps.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedReference } from '../../db/seed/reference.ts';
import {
  createActivity,
  createCustomer,
  nationId,
  type Person,
  townId,
} from '../../test-support/factories.ts';
import { requestQueries, useTestApp } from '../../test-support/harness.ts';
import { addressOf } from './index.ts';

const t = useTestApp();

interface Town {
  id: number;
  name: string;
  province: string;
  nationCode: string;
  caps: string[] | null;
}

const search = async (filters: Record<string, string | number>, rowsPerPage = 15) => {
  const query = new URLSearchParams({ rowsPerPage: String(rowsPerPage) });
  for (const [k, v] of Object.entries(filters)) query.set(`filters[${k}]`, String(v));
  const res = await t.call({ url: `/public/countries?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Town[]; totalRows: number };
};

const countAddresses = async (userId: number) =>
  (
    await t.rows<{ n: number }>(
      sql`select count(*)::int as n from customer_addresses where user_id = ${userId}`,
    )
  )[0]?.n;

async function customer() {
  const activity = await createActivity(t);
  const user = await createCustomer(t, activity.id);
  return { activity, user, imola: await townId(t, 'Imola') };
}

const post = (
  who: Person,
  payload: Record<string, unknown>,
  lang = 'it',
): ReturnType<typeof t.call> =>
  t.call({
    method: 'POST',
    url: '/api/customer-addresses',
    as: who,
    headers: { 'accept-language': lang },
    payload,
  });

const full = (activityId: number, countryId: number, more: Record<string, unknown> = {}) => ({
  activityId,
  address: 'Via Emilia',
  streetNumber: '12',
  cap: '40026',
  countryId,
  recipientName: 'Anna Neri',
  phone: '333 123 4567',
  ...more,
});

describe('towns (GET /public/countries)', () => {
  it('holds every Italian comune of the dataset with its province and CAPs', async () => {
    const italy = await nationId(t, 'IT');
    const all = await search({ nationId: italy });
    expect(all.totalRows).toBe(7896);
    expect(all.data).toHaveLength(15);
    const imola = (await search({ nationId: italy, name: 'Imol' })).data;
    expect(imola).toEqual([
      {
        id: expect.any(Number),
        name: 'Imola',
        province: 'BO',
        nationId: italy,
        nationCode: 'IT',
        caps: ['40026'],
      },
    ]);
    const milano = (await search({ nationId: italy, name: 'milano' })).data[0];
    expect(milano?.caps).toHaveLength(42);
  });

  it('finds a town by the start of its name, accents and case aside, or by its other name', async () => {
    const italy = await nationId(t, 'IT');
    const names = async (name: string) =>
      (await search({ nationId: italy, name })).data.map((c) => `${c.name} (${c.province})`);
    expect(await names('forli')).toContain('Forlì (FC)');
    expect(await names('FORLÌ')).toContain('Forlì (FC)');
    expect(await names('bozen')).toEqual(['Bolzano/Bozen (BZ)']);
    expect(await names('bolzano')).toContain('Bolzano/Bozen (BZ)');
    // Only the start: "mola" is not Imola; LIKE's own characters are text.
    expect(await names('mola')).not.toContain('Imola (BO)');
    expect(await names('%')).toEqual([]);
    expect(await names('_mola')).toEqual([]);
  });

  it('pages a search and scopes it to an activity’s nation', async () => {
    const italy = await nationId(t, 'IT');
    const first = await search({ nationId: italy, name: 'san' }, 15);
    expect(first.totalRows).toBeGreaterThan(300);
    expect(first.data).toHaveLength(15);
    const second = await t.call({
      url: `/public/countries?filters[nationId]=${italy}&filters[name]=san&page=2&rowsPerPage=15`,
    });
    const ids = new Set(first.data.map((c) => c.id));
    expect(second.json().data.some((c: Town) => ids.has(c.id))).toBe(false);
    const spanish = await createActivity(t, { nation: 'ES' });
    const italian = await createActivity(t);
    expect((await search({ activityId: spanish.id, name: 'ma' })).data.map((c) => c.name)).toEqual([
      'Madrid',
    ]);
    const here = await search({ activityId: italian.id, name: 'imola' });
    expect(here.data.map((c) => c.name)).toEqual(['Imola']);
    expect(here.data[0]?.nationCode).toBe('IT');
  });

  it('loads the dataset once: a second start changes nothing and reads only what it must', async () => {
    const before = await t.rows<{ n: number; imola: number }>(
      sql`select count(*)::int as n, max(id) filter (where name = 'Imola') as imola from countries`,
    );
    t.queries.length = 0;
    await t.database.db.transaction(seedReference);
    // Languages, nations, the dataset's version, the languages: the towns are not touched.
    expect(requestQueries(t.queries).filter((q) => /countries/i.test(q))).toEqual([]);
    expect(requestQueries(t.queries).some((q) => /reference_versions/i.test(q))).toBe(true);
    // A new version of the dataset: rows updated in place, ids (and so addresses) kept.
    await t.rows(sql`update reference_versions set version = 'older' where name = 'it-comuni'`);
    await t.rows(sql`update countries set name = 'Imola vecchia' where name = 'Imola'`);
    await t.database.db.transaction(seedReference);
    const after = await t.rows<{ n: number; imola: number }>(
      sql`select count(*)::int as n, max(id) filter (where name = 'Imola') as imola from countries`,
    );
    expect(after).toEqual(before);
  });
});

describe('adding an address (POST /api/customer-addresses)', () => {
  it('saves a full address: recipient, phone in international format, the town’s province', async () => {
    const { activity, user, imola } = await customer();
    const res = await post(user, full(activity.id, imola));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      activityId: activity.id,
      address: 'Via Emilia',
      streetNumber: '12',
      cap: '40026',
      town: null,
      province: 'BO',
      recipientName: 'Anna Neri',
      phone: '+39 333 123 4567',
      countryId: imola,
      country: { id: imola, name: 'Imola', province: 'BO' },
    });
    const listed = await t.call({
      url: `/api/customer-addresses?filters[activityId]=${activity.id}`,
      as: user,
    });
    expect(listed.json().data[0]).toMatchObject({ recipientName: 'Anna Neri', province: 'BO' });
  });

  it('refuses a CAP of 4 digits in Italy, in the caller’s language, and writes nothing', async () => {
    const { activity, user, imola } = await customer();
    const it = await post(user, full(activity.id, imola, { cap: '4002' }));
    expect(it.statusCode).toBe(400);
    expect(it.json()).toEqual({
      code: 'invalid_cap',
      message: 'Il CAP 4002 non è valido: deve avere 5 cifre',
    });
    const de = await post(user, full(activity.id, imola, { cap: '40O26' }), 'de');
    expect(de.json()).toEqual({
      code: 'invalid_cap',
      message: 'Die Postleitzahl 40O26 ist ungültig: sie muss 5 Ziffern haben',
    });
    expect(await countAddresses(user.id)).toBe(0);
  });

  it('refuses a town that is not in the reference data', async () => {
    const { activity, user } = await customer();
    const res = await post(user, full(activity.id, 2_000_000_000), 'gb');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'unknown_town',
      message: 'The chosen town does not exist: pick it from the suggestions',
    });
    expect(await countAddresses(user.id)).toBe(0);
  });

  it('refuses a CAP that is not of the town nor of its area, and takes a hamlet’s', async () => {
    const { activity, user, imola } = await customer();
    const milan = await post(user, full(activity.id, imola, { cap: '20121' }));
    expect(milan.statusCode).toBe(400);
    expect(milan.json()).toEqual({
      code: 'cap_not_of_town',
      message: 'Il CAP 20121 non è di Imola: il CAP di Imola è 40026',
    });
    const bologna = await post(user, full(activity.id, imola, { cap: '40100' }), 'fr');
    expect(bologna.json()).toEqual({
      code: 'cap_not_of_town',
      message: "Le code postal 40100 n'est pas celui de Imola : celui de Imola est 40026",
    });
    expect(await countAddresses(user.id)).toBe(0);
    // Same first three digits: a frazione's own CAP (the dataset may not list it).
    const hamlet = await post(user, full(activity.id, imola, { cap: '40020' }));
    expect(hamlet.statusCode, hamlet.body).toBe(200);
    // A town of many CAPs names their range.
    const milano = await townId(t, 'Milano');
    const far = await post(user, full(activity.id, milano, { cap: '40026' }), 'es');
    expect(far.json()).toEqual({
      code: 'cap_not_of_town',
      message: 'El código postal 40026 no es de Milano: los de Milano son 20121–20162',
    });
  });

  it('refuses a phone the courier cannot call, and an address without recipient or phone', async () => {
    const { activity, user, imola } = await customer();
    const phone = await post(user, full(activity.id, imola, { phone: '12' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      code: 'invalid_phone',
      message: 'Il numero di telefono 12 non è valido: il corriere deve poterti chiamare',
    });
    for (const missing of ['recipientName', 'phone']) {
      const body: Record<string, unknown> = full(activity.id, imola);
      delete body[missing];
      const res = await post(user, body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const blank = await post(user, full(activity.id, imola, { recipientName: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(await countAddresses(user.id)).toBe(0);
  });
});

describe('the text an order keeps (addressOf)', () => {
  it('reads as a parcel label: recipient, street, CAP, town, province, phone', async () => {
    const { activity, user, imola } = await customer();
    const saved = (await post(user, full(activity.id, imola))).json().data;
    expect(await addressOf(t.database.db, activity.id, user.id, saved.id)).toBe(
      'Anna Neri, Via Emilia 12, 40026 Imola (BO), +39 333 123 4567',
    );
    // Not hers, or not at this activity: nothing.
    const other = await createCustomer(t, activity.id);
    expect(await addressOf(t.database.db, activity.id, other.id, saved.id)).toBeUndefined();
    // An address saved before recipients were asked reads as it did.
    await t.rows(
      sql`update customer_addresses set recipient_name = null, phone = null, province = null where id = ${saved.id}`,
    );
    expect(await addressOf(t.database.db, activity.id, user.id, saved.id)).toBe(
      'Via Emilia 12, 40026 Imola (BO)',
    );
  });
});
