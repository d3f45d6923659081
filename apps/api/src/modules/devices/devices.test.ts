import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const newCustomer = async () => createCustomer(t, (await createActivity(t)).id);

const params = {
  deviceName: 'Pixel 7',
  deviceType: 'android',
  authNotice: 'Y',
  osVersion: '15',
  sdkVersion: '35',
  appVersion: '1.2.0',
};

describe('devices', () => {
  it('registers a device once per device id, lists, toggles and deletes it', async () => {
    const cliente = await newCustomer();
    const save = () =>
      t.call({
        method: 'POST',
        url: '/api/app/userregistrationcode/save/pixel-7-abc',
        as: cliente,
        payload: params,
      });
    const first = await save();
    expect(first.json().data).toMatchObject({ deviceId: 'pixel-7-abc', active: true, ...params });
    const again = await save();
    expect(again.json().data.id).toBe(first.json().data.id);

    const listed = await t.call({ url: '/api/app/userregistrationcodes', as: cliente });
    expect(listed.json().totalRows).toBe(1);

    const id = first.json().data.id;
    const off = await t.call({
      method: 'PUT',
      url: `/api/userregistrationcode/${id}`,
      as: cliente,
      payload: { active: false },
    });
    expect(off.json().data.active).toBe(false);
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/userregistrationcode/${id}`,
      as: cliente,
    });
    expect(gone.json().data).toEqual({ deleted: true });
    const empty = await t.call({ url: '/api/app/userregistrationcodes', as: cliente });
    expect(empty.json().totalRows).toBe(0);
  });

  it("answers 404 for another customer's device and leaves it alone", async () => {
    const [owner, other] = [await newCustomer(), await newCustomer()];
    const saved = await t.call({
      method: 'POST',
      url: '/api/app/userregistrationcode/save/marco-phone-1',
      as: owner,
      payload: params,
    });
    const id = saved.json().data.id;
    const toggle = await t.call({
      method: 'PUT',
      url: `/api/userregistrationcode/${id}`,
      as: other,
      payload: { active: false },
    });
    const del = await t.call({
      method: 'DELETE',
      url: `/api/userregistrationcode/${id}`,
      as: other,
    });
    expect([toggle.statusCode, del.statusCode]).toEqual([404, 404]);
    const mine = await t.call({ url: '/api/app/userregistrationcodes', as: owner });
    expect(mine.json().data).toEqual([expect.objectContaining({ id, active: true })]);
    const theirs = await t.call({ url: '/api/app/userregistrationcodes', as: other });
    expect(theirs.json().data).toEqual([]);
  });

  it('records a device before login, hidden until the signed-in app registers it, revealing nothing about the user', async () => {
    const user = await newCustomer();
    const known = await t.call({
      method: 'POST',
      url: `/app/userregistrationcode/save/${user.email}/giulia-tablet-1`,
      payload: params,
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/app/userregistrationcode/save/nobody@example.com/giulia-tablet-1',
      payload: params,
    });
    expect(known.json()).toEqual(unknown.json());
    const devices = await t.call({ url: '/api/app/userregistrationcodes', as: user });
    expect(devices.json().data).toEqual([]);
  });
});
