import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** An activity in the five languages, listed in another order than theirs. */
const multilingual = async () =>
  (await createActivity(t, { languages: ['gb', 'de', 'it', 'fr', 'es'] })).id;

const codes = (rows: { language: { code: string } }[]) => rows.map((r) => r.language.code);

describe('GET /app/languages', () => {
  it('lists the five languages with their flag codes', async () => {
    const body = (await t.call({ url: '/app/languages' })).json();
    expect(body.totalRows).toBe(5);
    expect(
      body.data.map((l: { code: string; flagCode: string }) => `${l.code}:${l.flagCode}`),
    ).toEqual(['it:it', 'es:es', 'fr:fr', 'de:de', 'gb:gb']);
  });
});

describe('GET /public/activity-languages', () => {
  it('lists an activity languages sorted by language, bracket or JSON filters alike', async () => {
    const many = await multilingual();
    const bracket = (
      await t.call({ url: `/public/activity-languages?filters[activityId]=${many}` })
    ).json();
    expect(codes(bracket.data)).toEqual(['it', 'es', 'fr', 'de', 'gb']);
    const json = (
      await t.call({
        url: `/public/activity-languages?filters=${encodeURIComponent(JSON.stringify({ activityId: many }))}`,
      })
    ).json();
    expect(json).toEqual(bracket);
    const single = (await createActivity(t, { languages: ['it'] })).id;
    const one = (
      await t.call({ url: `/public/activity-languages?filters[activityId]=${single}` })
    ).json();
    expect(codes(one.data)).toEqual(['it']);
  });

  it('pages and sorts, reporting the total', async () => {
    const many = await multilingual();
    const page2 = (
      await t.call({
        url: `/public/activity-languages?filters[activityId]=${many}&page=2&rowsPerPage=2`,
      })
    ).json();
    expect(page2.totalRows).toBe(5);
    expect(codes(page2.data)).toEqual(['fr', 'de']);
    const desc = (
      await t.call({
        url: `/public/activity-languages?filters[activityId]=${many}&descending=true&sortBy=language`,
      })
    ).json();
    expect(codes(desc.data)).toEqual(['gb', 'de', 'fr', 'es', 'it']);
  });

  it('refuses a missing or malformed filter and unknown activities', async () => {
    expect((await t.call({ url: '/public/activity-languages' })).statusCode).toBe(400);
    expect(
      (await t.call({ url: '/public/activity-languages?filters[activityId]=abc' })).statusCode,
    ).toBe(400);
    expect(
      (await t.call({ url: '/public/activity-languages?filters[activityId]=1&rowsPerPage=0' }))
        .statusCode,
    ).toBe(400);
    expect((await t.call({ url: '/public/activity-languages?filters[nope]=1' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call({ url: '/public/activity-languages?filters[activityId]=777777' })).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/activities/:activityId/languages', () => {
  const offered = async (activityId: number) =>
    codes(
      (await t.call({ url: `/public/activity-languages?filters[activityId]=${activityId}` })).json()
        .data,
    );
  const put = (activityId: number, as: Person, body: { languages: string[] }) =>
    t.call({
      method: 'PUT',
      url: `/api/activities/${activityId}/languages`,
      as,
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
    });

  it('offers exactly the languages the admin chose, from the next request on', async () => {
    const { id } = await createActivity(t, { languages: ['it'] });
    const admin = await createAdmin(t, id);
    const res = await put(id, admin, { languages: ['gb', 'it', 'de'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ languages: ['gb', 'it', 'de'] });
    expect(await offered(id)).toEqual(['it', 'de', 'gb']);
    expect((await put(id, admin, { languages: ['fr'] })).statusCode).toBe(200);
    expect(await offered(id)).toEqual(['fr']);
  });

  it('refuses none, a language twice or an unknown one, changing nothing', async () => {
    const { id } = await createActivity(t, { languages: ['it', 'es'] });
    const admin = await createAdmin(t, id);
    for (const languages of [[], ['it', 'it'], ['xx']]) {
      expect((await put(id, admin, { languages })).statusCode).toBe(400);
    }
    expect(await offered(id)).toEqual(['it', 'es']);
  });

  it("is the activity's admins' alone: another activity's admin and a customer are refused", async () => {
    const { id } = await createActivity(t, { languages: ['it'] });
    const other = await createActivity(t);
    const stranger = await createAdmin(t, other.id);
    const customer = await createCustomer(t, id);
    expect((await put(id, stranger, { languages: ['gb'] })).statusCode).toBe(404);
    expect((await put(id, customer, { languages: ['gb'] })).statusCode).toBe(403);
    expect(await offered(id)).toEqual(['it']);
  });
});
