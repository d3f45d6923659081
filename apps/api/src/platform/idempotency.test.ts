// The Idempotency-Key header on writes: replay, 422 for another request, a failure not kept.
// 409 while in flight and crashes are idempotency.race.test.ts (PostgreSQL).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counterCard } from '../test-support/counter.ts';
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

  it('runs a refused write again on a retry: a failure keeps neither the write nor the key', async () => {
    const c = await counterCard(t);
    const spend = await c.move({ type: 'C', amount: 2 }, 'spend-1');
    expect(spend.statusCode).toBe(422);
    expect((await c.move({ type: 'AM', amount: 5 })).statusCode).toBe(200);
    const retry = await c.move({ type: 'C', amount: 2 }, 'spend-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await c.ledger()).toEqual({ balance: 300, consumptions: 1, movements: 2 });
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
