// Finding 10: the open device call changed another user's device and answered faster for unknown
// users. It may only create an inactive record, never change one, and answer the same for anyone.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { requestQueries, useTestApp } from '../test-support/harness.ts';

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
    const knownQueries = requestQueries(t.queries);
    t.queries.length = 0;
    const unknown = await openSave('nobody-at-all@test.example', 'probe-device-1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(requestQueries(t.queries)).toEqual(knownQueries);
  });
});

describe('finding 10: devices planted by the open call stay out of the list until claimed', () => {
  const list = async (token: string) =>
    (await t.call({ url: '/api/app/userregistrationcodes', as: { token } })).json().data as {
      deviceId: string;
      deviceName: string;
      active: boolean;
    }[];

  it('hides them from the list and from an edit by id; the signed-in app registering the same deviceId claims it', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    expect((await openSave(user.email, 'planted-phone-1')).statusCode).toBe(200);
    expect(await list(token)).toEqual([]);
    const [planted] = await t.rows<{ id: number }>(
      sql`select id from user_registration_codes where user_id = ${user.id}`,
    );
    const toggle = await t.call({
      method: 'PUT',
      url: `/api/userregistrationcode/${planted?.id}`,
      as: { token },
      payload: { active: true },
    });
    expect(toggle.statusCode).toBe(404);
    const claimed = await t.call({
      method: 'POST',
      url: '/api/app/userregistrationcode/save/planted-phone-1',
      as: { token },
      payload: { deviceName: 'My phone', deviceType: 'android' },
    });
    expect(claimed.statusCode).toBe(200);
    expect(await list(token)).toEqual([
      expect.objectContaining({
        deviceId: 'planted-phone-1',
        deviceName: 'My phone',
        active: true,
      }),
    ]);
  });

  it('keeps at most 5 unclaimed devices per account, dropping the oldest', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    for (let i = 1; i <= 7; i++) await openSave(user.email, `flood-device-${i}`);
    const kept = await devicesOf(user.id);
    expect(kept.map((d) => d.device_id)).toEqual([3, 4, 5, 6, 7].map((i) => `flood-device-${i}`));
  });

  it('takes a device name of plain text up to 60 characters, on both calls', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    const bad = [
      'x'.repeat(61),
      'Phone\nCall +39 333 000 0000',
      '<img src=x onerror=alert(1)>',
      'Phone\u202Eenohp',
    ];
    for (const [i, deviceName] of bad.entries()) {
      const open = await t.call({
        method: 'POST',
        url: `/app/userregistrationcode/save/${encodeURIComponent(user.email)}/named-device-${i}`,
        payload: { deviceName, deviceType: 'android' },
      });
      expect(open.statusCode, deviceName).toBe(400);
      const own = await t.call({
        method: 'POST',
        url: `/api/app/userregistrationcode/save/named-device-${i}`,
        as: { token },
        payload: { deviceName, deviceType: 'android' },
      });
      expect(own.statusCode, deviceName).toBe(400);
    }
    expect(await devicesOf(user.id)).toEqual([]);
    const fine = await t.call({
      method: 'POST',
      url: '/api/app/userregistrationcode/save/named-device-ok',
      as: { token },
      payload: { deviceName: 'Chrome 140 su Android · Pixel 7', deviceType: 'android' },
    });
    expect(fine.statusCode).toBe(200);
  });
});
