import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness.ts';

let t: TestApp;
let aurora: number;
let rita: number;
beforeAll(async () => {
  t = await startTestApp();
  aurora = await t.activityId('salone-aurora');
  rita = await t.activityId('trattoria-da-rita');
});
afterAll(() => t.close());

describe('GET /api/activities/customers/byiduser', () => {
  it("lists the caller's activities only", async () => {
    const cliente = await t.call({ url: '/api/activities/customers/byiduser', as: 'cliente' });
    expect(cliente.statusCode).toBe(200);
    const names = cliente
      .json()
      .data.activityCustomers.map((c: { activity: { name: string } }) => c.activity.name);
    expect(names).toEqual(['Salone Aurora', 'Trattoria Da Rita']);
    const giulia = await t.call({ url: '/api/activities/customers/byiduser', as: 'giulia' });
    const only = giulia.json().data.activityCustomers;
    expect(only).toHaveLength(1);
    expect(only[0]).toMatchObject({
      activityId: aurora,
      activity: { name: 'Salone Aurora', color: '7B1FA2', colorText: 'FFFFFF', cashBackType: 'EP' },
    });
    expect(only[0].storeId).toBeTypeOf('number');
  });
});

describe('public activity calls', () => {
  it('finds an activity and its main store by permalink', async () => {
    const res = await t.call({ url: '/app/activities/permalink/salone-aurora' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ activityId: aurora, storeId: expect.any(Number) });
    expect((await t.call({ url: '/app/activities/permalink/nessuna' })).statusCode).toBe(404);
    expect((await t.call({ url: '/app/activities/permalink/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it('shows the public card of an activity and 404 for unknown ids', async () => {
    const res = await t.call({ url: `/app/activities/${rita}` });
    expect(res.json().data).toMatchObject({
      name: 'Trattoria Da Rita',
      cashBackType: 'E',
      active: true,
    });
    expect((await t.call({ url: '/app/activities/999999' })).json()).toEqual({
      message: 'Elemento non trovato',
      code: 'not_found',
    });
  });

  it('gives the registration screens only the public part of the configuration', async () => {
    const res = await t.call({ url: `/app/activities/${aurora}/configurations` });
    const data = res.json().data;
    expect(data).toMatchObject({
      showAddressCustomer: true,
      requiredPhoneNumber: true,
      multiLanguage: true,
      androidStoreUrl: expect.stringContaining('play.google.com'),
    });
    expect(data).not.toHaveProperty('shopTotalMinPrice');
    expect(data).not.toHaveProperty('activityConfigurationTranslations');
  });
});

describe('member-only activity calls', () => {
  it('returns the whole configuration with translations to a member', async () => {
    const res = await t.call({ url: `/api/activities/${aurora}/configurations`, as: 'giulia' });
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({
      bookingType: 'NO',
      shopType: 'A',
      templateAppHome: 'S',
      graphicCardType: 'B',
      multiLanguage: true,
      shopTotalMinPrice: 15,
      menuTextApp: 'Listino',
      timeZone: 'Europe/Rome',
    });
    expect(
      c.activityConfigurationTranslations.map((x: { languageCode: string }) => x.languageCode),
    ).toEqual(['it', 'es', 'fr', 'de', 'gb']);
    const rc = await t.call({ url: `/api/activities/${rita}/configurations`, as: 'cliente' });
    expect(rc.json().data).toMatchObject({
      bookingType: 'R',
      shopType: 'R',
      templateAppHome: 'I',
      multiLanguage: false,
    });
  });

  it('returns the menu switches of each activity', async () => {
    const a = (await t.call({ url: `/api/activities/${aurora}/menu`, as: 'cliente' })).json().data;
    expect(Object.values(a).every((v) => v === true)).toBe(true);
    const r = (await t.call({ url: `/api/activities/${rita}/menu`, as: 'cliente' })).json().data;
    expect(r).toMatchObject({ showShopApp: true, showPack: false, showInstantWinApp: false });
  });

  it('lists images with served URLs, and no video when there is none', async () => {
    const res = await t.call({ url: `/api/activityimages/${rita}`, as: 'cliente' });
    const body = res.json();
    expect(body.totalRows).toBe(2);
    const picture = await t.call({ url: body.data[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('Cucina di casa');
    const video = await t.call({ url: `/api/activity-video/${rita}`, as: 'cliente' });
    expect(video.json()).toEqual({ data: null });
  });

  it("answers 404 for another activity's data, and for unknown activities", async () => {
    for (const url of [
      `/api/activities/${rita}/configurations`,
      `/api/activities/${rita}/menu`,
      `/api/activityimages/${rita}`,
      `/api/activity-video/${rita}`,
      '/api/activities/424242/menu',
    ]) {
      const res = await t.call({ url, as: 'giulia' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Trattoria');
    }
  });

  it('lets a super admin read any active activity', async () => {
    const res = await t.call({ url: `/api/activities/${rita}/menu`, as: 'super' });
    expect(res.statusCode).toBe(200);
  });
});
