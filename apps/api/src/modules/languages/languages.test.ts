import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
    const aurora = await t.activityId('salone-aurora');
    const bracket = (
      await t.call({ url: `/public/activity-languages?filters[activityId]=${aurora}` })
    ).json();
    expect(codes(bracket.data)).toEqual(['it', 'es', 'fr', 'de', 'gb']);
    const json = (
      await t.call({
        url: `/public/activity-languages?filters=${encodeURIComponent(JSON.stringify({ activityId: aurora }))}`,
      })
    ).json();
    expect(json).toEqual(bracket);
    const rita = await t.activityId('trattoria-da-rita');
    const single = (
      await t.call({ url: `/public/activity-languages?filters[activityId]=${rita}` })
    ).json();
    expect(codes(single.data)).toEqual(['it']);
  });

  it('pages and sorts, reporting the total', async () => {
    const aurora = await t.activityId('salone-aurora');
    const page2 = (
      await t.call({
        url: `/public/activity-languages?filters[activityId]=${aurora}&page=2&rowsPerPage=2`,
      })
    ).json();
    expect(page2.totalRows).toBe(5);
    expect(codes(page2.data)).toEqual(['fr', 'de']);
    const desc = (
      await t.call({
        url: `/public/activity-languages?filters[activityId]=${aurora}&descending=true&sortBy=language`,
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
