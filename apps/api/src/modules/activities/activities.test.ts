import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ActivityOptions,
  createActivity,
  createCustomer,
  createSuperAdmin,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** A salon as in the spec's examples: every menu on, five languages, a phone required. */
const salon: ActivityOptions = {
  color: '7B1FA2',
  colorText: 'FFFFFF',
  cashBackType: 'EP',
  configuration: {
    bookingType: 'NO',
    shopType: 'A',
    templateAppHome: 'S',
    graphicCardType: 'B',
    multiLanguage: true,
    menuTextApp: 'Listino',
    showAddressCustomer: true,
    requiredPhoneNumber: true,
    shopTotalMinPriceCents: 1500,
    androidStoreUrl: 'https://play.google.com/store/apps/details?id=test.salon',
  },
  menu: {
    showShopApp: true,
    showBookingApp: true,
    showCouponApp: true,
    showPack: true,
    showIntroduceFriendApp: true,
    showMenuApp: true,
    showIntroduceFriendPhoneApp: true,
    showInstantWinApp: true,
    showFlowNoticePoint: true,
  },
  languages: ['it', 'es', 'fr', 'de', 'gb'],
  menuTranslations: {
    it: 'Listino',
    es: 'Tarifas',
    fr: 'Tarifs',
    de: 'Preisliste',
    gb: 'Price list',
  },
};

/** A trattoria: a few menus, Italian only, no phone asked, a gallery. */
const trattoria: ActivityOptions = {
  cashBackType: 'E',
  configuration: { bookingType: 'R', shopType: 'R', templateAppHome: 'I', multiLanguage: false },
  menu: { showShopApp: true, showBookingApp: true, showMenuApp: true, showCouponApp: true },
  images: ['<svg xmlns="http://www.w3.org/2000/svg"><text>Cucina di casa</text></svg>', '<svg/>'],
};

describe('GET /api/activities/customers/byiduser', () => {
  it("lists the caller's activities only, by name", async () => {
    const a = await createActivity(t, { ...salon, name: 'A salon' });
    const b = await createActivity(t, { ...trattoria, name: 'B trattoria' });
    const elsewhere = await createActivity(t);
    const both = await createCustomer(t, b.id, a.id);
    const one = await createCustomer(t, a.id);
    await createCustomer(t, elsewhere.id);
    const res = await t.call({ url: '/api/activities/customers/byiduser', as: both });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .data.activityCustomers.map((c: { activity: { name: string } }) => c.activity.name);
    expect(names).toEqual(['A salon', 'B trattoria']);
    const only = (await t.call({ url: '/api/activities/customers/byiduser', as: one })).json().data
      .activityCustomers;
    expect(only).toHaveLength(1);
    expect(only[0]).toMatchObject({
      activityId: a.id,
      storeId: a.storeId,
      activity: { name: 'A salon', color: '7B1FA2', colorText: 'FFFFFF', cashBackType: 'EP' },
    });
  });
});

describe('public activity calls', () => {
  it('finds an activity and its main store by permalink', async () => {
    const a = await createActivity(t);
    const res = await t.call({ url: `/app/activities/permalink/${a.permalink}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ activityId: a.id, storeId: a.storeId });
    expect((await t.call({ url: '/app/activities/permalink/nessuna' })).statusCode).toBe(404);
    expect((await t.call({ url: '/app/activities/permalink/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it('shows the public card of an activity and 404 for unknown ids', async () => {
    const b = await createActivity(t, { ...trattoria, name: 'Trattoria Pubblica' });
    const res = await t.call({ url: `/app/activities/${b.id}` });
    expect(res.json().data).toMatchObject({
      name: 'Trattoria Pubblica',
      cashBackType: 'E',
      active: true,
    });
    expect((await t.call({ url: '/app/activities/999999' })).json()).toEqual({
      message: 'Elemento non trovato',
      code: 'not_found',
    });
  });

  it('gives the served URL of the logo, or null when the activity has none', async () => {
    const a = await createActivity(t);
    expect((await t.call({ url: `/app/activities/${a.id}` })).json().data.logoUrl).toBeNull();
    const dir = join(t.dataDir, 'images', 'activity', String(a.id));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await t.rows(sql`update activities set logo_file_name = 'logo.svg' where id = ${a.id}`);
    const { logoUrl } = (await t.call({ url: `/app/activities/${a.id}` })).json().data;
    expect(logoUrl).toBe(`/images/activity/${a.id}/logo.svg`);
    expect((await t.call({ url: logoUrl })).statusCode).toBe(200);
  });

  it('gives the registration screens only the public part of the configuration', async () => {
    const a = await createActivity(t, salon);
    const res = await t.call({ url: `/app/activities/${a.id}/configurations` });
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
    const a = await createActivity(t, salon);
    const b = await createActivity(t, trattoria);
    const member = await createCustomer(t, a.id, b.id);
    const res = await t.call({ url: `/api/activities/${a.id}/configurations`, as: member });
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
    const rc = await t.call({ url: `/api/activities/${b.id}/configurations`, as: member });
    expect(rc.json().data).toMatchObject({
      bookingType: 'R',
      shopType: 'R',
      templateAppHome: 'I',
      multiLanguage: false,
    });
  });

  it('returns the menu switches of each activity', async () => {
    const a = await createActivity(t, salon);
    const b = await createActivity(t, trattoria);
    const member = await createCustomer(t, a.id, b.id);
    const menuOf = async (id: number) =>
      (await t.call({ url: `/api/activities/${id}/menu`, as: member })).json().data;
    expect(Object.values(await menuOf(a.id)).every((v) => v === true)).toBe(true);
    expect(await menuOf(b.id)).toMatchObject({
      showShopApp: true,
      showPack: false,
      showInstantWinApp: false,
    });
  });

  it('lists images with served URLs, and no video when there is none', async () => {
    const b = await createActivity(t, trattoria);
    const member = await createCustomer(t, b.id);
    const res = await t.call({ url: `/api/activityimages/${b.id}`, as: member });
    const body = res.json();
    expect(body.totalRows).toBe(2);
    const picture = await t.call({ url: body.data[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('Cucina di casa');
    const video = await t.call({ url: `/api/activity-video/${b.id}`, as: member });
    expect(video.json()).toEqual({ data: null });
  });

  it("answers 404 for another activity's data, and for unknown activities", async () => {
    const mine = await createActivity(t);
    const theirs = await createActivity(t, { ...trattoria, name: 'Trattoria Altrui' });
    const member = await createCustomer(t, mine.id);
    for (const url of [
      `/api/activities/${theirs.id}/configurations`,
      `/api/activities/${theirs.id}/menu`,
      `/api/activityimages/${theirs.id}`,
      `/api/activity-video/${theirs.id}`,
      '/api/activities/424242/menu',
    ]) {
      const res = await t.call({ url, as: member });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Trattoria Altrui');
    }
  });

  it('lets a super admin read any active activity', async () => {
    const b = await createActivity(t);
    const superAdmin = await createSuperAdmin(t);
    const res = await t.call({ url: `/api/activities/${b.id}/menu`, as: superAdmin });
    expect(res.statusCode).toBe(200);
  });
});
