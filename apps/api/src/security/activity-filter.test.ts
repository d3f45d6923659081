// Issue 15 F13: the activity id a client sends in a query was read loosely where no contract
// parsed it: `01`, `+1` and ` 1` acted as 1 and `abc` reached the database. It is digits only,
// like every id, wherever the platform reads it; anything else is a 400 in the caller's language.
// SPEC §7: the scratch-and-win list takes `activityId` as a plain query parameter too.
import { MENU_FLAGS } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createScratchCard } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

/** Every form of an id that is not plain digits, built around the real id. */
const badForms = (id: number) => [
  `0${id}`,
  `+${id}`,
  ` ${id}`,
  `${id} `,
  `${id}.0`,
  `${id}e0`,
  `0x${id.toString(16)}`,
  `${id}abc`,
  'abc',
  `-${id}`,
  '0',
  '',
  '2147483648',
  "1' OR '1'='1",
];

describe('issue 15 F13: a client-sent activity id is digits only', () => {
  it('refuses every other form with a 400 in the caller language, before any membership query', async () => {
    const activity = await createActivity(t, { menu: { showInstantWinApp: true } });
    const customer = await createCustomer(t, activity.id);
    const token = await customer.token();
    // Routes that read the activity from the query without a contract of their own (the caller's
    // profile, memberships, devices), one whose contract parses it, and one with the activity in
    // its path.
    const routes = [
      '/api/app/users',
      '/api/activities/customers/byiduser',
      '/api/app/userregistrationcodes',
      '/api/app/scratch-and-win-customers/customers',
      `/api/activities/${activity.id}/usercard`,
    ];
    for (const route of routes) {
      for (const param of ['filters[activityId]', 'activityId']) {
        for (const bad of badForms(activity.id)) {
          const mark = t.queries.length;
          const res = await t.call({
            url: `${route}?${param}=${encodeURIComponent(bad)}`,
            as: { token },
            headers: { 'accept-language': 'en' },
          });
          const what = `${route} ${param}=${JSON.stringify(bad)}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
          expect(res.json(), what).toEqual({
            code: 'invalid_input',
            message: expect.stringMatching(/^Invalid data: .*activityId/),
          });
          expect(
            t.queries.slice(mark).filter((q) => q.includes('activity_customers')),
            what,
          ).toEqual([]);
        }
      }
      // The plain form still works.
      const good = await t.call({
        url: `${route}?filters[activityId]=${activity.id}`,
        as: { token },
      });
      expect(good.statusCode, `${route}: ${good.body}`).toBe(200);
    }
  });
});

describe('SPEC §7: the scratch-and-win list takes activityId as a plain query parameter', () => {
  it('answers ?activityId= as it answers filters[activityId]', async () => {
    const menu = Object.fromEntries(MENU_FLAGS.map((f) => [f, f === 'showInstantWinApp']));
    const activity = await createActivity(t, { menu });
    const other = await createActivity(t, { menu });
    const customer = await createCustomer(t, activity.id);
    const card = await createScratchCard(t, activity.id, customer);
    const list = (query: string) =>
      t.call({ url: `/api/app/scratch-and-win-customers/customers?${query}`, as: customer });
    const plain = await list(`activityId=${activity.id}&page=1&rowsPerPage=5&descending=true`);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.map((c: { id: number }) => c.id)).toEqual([card.id]);
    expect(plain.json().totalRows).toBe(1);
    const filters = await list(`filters[activityId]=${activity.id}&page=1&rowsPerPage=5`);
    expect(filters.json()).toEqual(plain.json());
    // The plain form is checked like the other: another activity's is a 404.
    expect((await list(`activityId=${other.id}`)).statusCode).toBe(404);
    // Two different activities at once is refused.
    expect(
      (await list(`activityId=${activity.id}&filters[activityId]=${other.id}`)).statusCode,
    ).toBe(400);
  });
});
