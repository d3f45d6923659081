// Finding 10: the open device call changed another user's device and answered faster for unknown
// users. It may only create an inactive record, never change one, and answer the same for anyone.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

const openSave = (username: string, deviceId: string) =>
  t.call({
    method: 'POST',
    url: `/app/userregistrationcode/save/${encodeURIComponent(username)}/${deviceId}`,
    payload: { deviceName: 'Attacker phone', deviceType: 'android', authNotice: 'N' },
  });
const devicesOf = (userId: number) =>
  t.rows<{ device_id: string; device_name: string; active: boolean; auth_notice: string }>(
    sql`select device_id, device_name, active, auth_notice from user_registration_codes where user_id = ${userId} order by id`,
  );

describe("finding 10: the open device call never changes anyone's device", () => {
  it("leaves a victim's existing device as it was", async () => {
    const activity = await createActivity(t);
    const victim = await createCustomer(t, activity.id);
    const saved = await t.call({
      method: 'POST',
      url: '/api/app/userregistrationcode/save/victim-phone-1',
      as: { token: await victim.token() },
      payload: { deviceName: 'Victim phone', deviceType: 'ios', authNotice: 'Y' },
    });
    expect(saved.statusCode).toBe(200);
    const before = await devicesOf(victim.id);
    expect((await openSave(victim.email, 'victim-phone-1')).statusCode).toBe(200);
    expect(await devicesOf(victim.id)).toEqual(before);
    expect(before[0]).toMatchObject({ active: true, auth_notice: 'Y' });
  });

  it('creates only an inactive record for a new device', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    await openSave(user.email, 'fresh-device-1');
    expect(await devicesOf(user.id)).toEqual([
      {
        device_id: 'fresh-device-1',
        device_name: 'Attacker phone',
        active: false,
        auth_notice: 'N',
      },
    ]);
  });

  it('answers the same with the same database work, whoever the username is', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    t.queries.length = 0;
    const known = await openSave(user.email, 'probe-device-1');
    const knownQueries = [...t.queries];
    t.queries.length = 0;
    const unknown = await openSave('nobody-at-all@test.example', 'probe-device-1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.queries).toEqual(knownQueries);
  });
});
