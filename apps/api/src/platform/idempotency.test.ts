// The Idempotency-Key header on writes: replay, 409 while in flight, 422 for another request.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

async function customer() {
  const activity = await createActivity(t);
  const user = await createCustomer(t, activity.id);
  const town = (await t.call({ url: '/public/countries?filters[name]=Milano' })).json().data[0].id;
  const token = await user.token();
  const add = (key: string | undefined, address = 'Via Roma') =>
    t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: { token },
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: {
        activityId: activity.id,
        address,
        cap: '20100',
        countryId: town,
        recipientName: 'Anna Neri',
        phone: '333 123 4567',
      },
    });
  const count = async () =>
    (
      await t.rows<{ n: number }>(
        sql`select count(*)::int as n from customer_addresses where user_id = ${user.id}`,
      )
    )[0]?.n;
  return { user, token, add, count };
}

// 20 retries at once are idempotency.race.test.ts.
describe('Idempotency-Key', () => {
  it('replays the first answer to a retry with the same key, creating one record', async () => {
    const c = await customer();
    const first = await c.add('key-1');
    const retry = await c.add('key-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await c.count()).toBe(1);
    // Without a key, or with another key, it is a new request.
    await c.add(undefined);
    await c.add('key-2');
    expect(await c.count()).toBe(3);
  });

  it('refuses the same key with another request (422)', async () => {
    const c = await customer();
    await c.add('key-1', 'Via Roma');
    const other = await c.add('key-1', 'Via Milano');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await c.count()).toBe(1);
  });

  it('answers 409 to a retry while the first request is in flight', async () => {
    const c = await customer();
    await c.add('busy-key');
    // As if the first request had not answered yet.
    await t.rows(sql`update idempotency_keys set status = null, response = null
      where user_id = ${c.user.id} and key = 'busy-key'`);
    const res = await c.add('busy-key');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_in_flight');
    expect(await c.count()).toBe(1);
  });

  it("keeps keys per caller: another customer's key is theirs", async () => {
    const [a, b] = [await customer(), await customer()];
    expect((await a.add('shared-key')).statusCode).toBe(200);
    const res = await b.add('shared-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect([await a.count(), await b.count()]).toEqual([1, 1]);
  });

  it('refuses a malformed key', async () => {
    const c = await customer();
    const res = await c.add('a key with spaces');
    expect(res.statusCode).toBe(400);
    expect(await c.count()).toBe(0);
  });
});
