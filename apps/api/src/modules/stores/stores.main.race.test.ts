// The main store under concurrent saves (stores.admin.ts), on PostgreSQL: 20 admins each make a
// different store main at once. Mutation-checked: without the activity's stores lock (lockStores)
// a save's "unset the other main" misses the store another save just made main, and the partial
// unique index stores_one_main refuses it (409 already_exists); without the unset, every save but
// none is refused the same way.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAdmin, createStore } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

const ADMINS = 20;
let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: ADMINS });
});
afterAll(() => t?.close());

const BODY = {
  address: null,
  city: null,
  phone: null,
  main: true,
  visible: true,
  openingHours: [{ day: 1, from: '09:00', to: '13:00' }],
};

describe('the main store under concurrent saves', () => {
  it('20 admins making 20 stores main at once: all saved, exactly one main store', async () => {
    await race(t, {
      contestants: ADMINS,
      async setup() {
        const activity = await createActivity(t);
        const stores = await Promise.all(
          Array.from({ length: ADMINS }, (_, i) => createStore(t, activity.id, { name: `S${i}` })),
        );
        const admins = await Promise.all(
          Array.from({ length: ADMINS }, () => createAdmin(t, activity.id)),
        );
        const tokens = await Promise.all(admins.map((a) => a.token()));
        return { activity, stores, tokens };
      },
      attempt: ({ activity, stores, tokens }, i) =>
        t.call({
          method: 'PUT',
          url: `/api/activities/${activity.id}/stores/${stores[i]?.id}`,
          as: { token: tokens[i] as string },
          headers: { 'idempotency-key': randomUUID() },
          payload: { ...BODY, name: `S${i}` },
        }),
      async check(results, { activity, stores }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: ADMINS });
        for (const [i, res] of results.entries()) {
          expect(res.json().data, `save ${i}`).toMatchObject({ id: stores[i]?.id, main: true });
        }
        const mains = await t.rows<{ id: number }>(
          sql`select id from stores where activity_id = ${activity.id} and main`,
        );
        expect(mains).toHaveLength(1);
        // The main store is one the admins made main: the first store gave way.
        expect(stores.map((s) => s.id)).toContain(mains[0]?.id);
      },
    });
  });
});
