// The activity set-up under concurrent saves (activities.setup.ts), on PostgreSQL. Mutation-checked:
// with the translations replaced first and without the activity row's lock (saveSetup's FOR UPDATE)
// the replacements interleave, inserts collide on (activity, language): 10 of 10 rounds broke, 19
// of 20 saves refused with 409. With the lock, replacing them first passes: the lock orders saves.
// (As written, the upserts before the replacement lock rows too; the lock keeps that from mattering.)
import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAdmin } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

const SAVERS = 20;
let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: SAVERS });
});
afterAll(() => t?.close());

const setupOf = (i: number) => ({
  name: `Nuvola ${i}`,
  color: '0D47A1',
  colorText: 'FFFFFF',
  logoFileName: null,
  timeZone: 'Europe/Rome',
  templateAppHome: 'I',
  graphicCardType: 'S',
  switches: {
    showShopApp: i % 2 === 0,
    showBookingApp: false,
    showCouponApp: false,
    showPack: false,
    showIntroduceFriendApp: false,
    showMenuApp: true,
    showIntroduceFriendPhoneApp: false,
    showInstantWinApp: false,
    showFlowNoticePoint: false,
  },
  menuType: 'V',
  menuTextApp: `Gusti ${i}`,
  menuDescriptionBottom: null,
  menuColorBackground: null,
  menuColorText: null,
  menuShowIcon: true,
  showCurrency: true,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: false,
  multiLanguage: true,
  replyTo: `gelateria${i}@example.com`,
  translations: LANGUAGE_CODES.map((languageCode) => ({
    languageCode,
    menuTextApp: `Gusti ${i} ${languageCode}`,
    menuDescriptionBottom: null,
  })),
});

describe('the activity set-up under concurrent saves', () => {
  it("keeps one save whole: every save answered, the rows all the last one's", async () => {
    await race(t, {
      contestants: SAVERS,
      async setup() {
        const activity = await createActivity(t);
        const admin = await createAdmin(t, activity.id);
        return { activity, token: await admin.token() };
      },
      attempt: ({ activity, token }, i) =>
        t.call({
          method: 'PUT',
          url: `/api/activities/${activity.id}/settings`,
          as: { token },
          headers: { 'idempotency-key': randomUUID() },
          payload: setupOf(i),
        }),
      async check(results, { activity }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: SAVERS });
        const [row] = await t.rows<{ name: string; menu: string; shop: boolean }>(sql`
          select a.name, c.menu_text_app as menu, m.show_shop_app as shop from activities a
          join activity_configurations c on c.activity_id = a.id
          join activity_menus m on m.activity_id = a.id where a.id = ${activity.id}`);
        const i = Number(row?.name.replace('Nuvola ', ''));
        expect(row).toEqual({ name: `Nuvola ${i}`, menu: `Gusti ${i}`, shop: i % 2 === 0 });
        const texts = await t.rows<{ text: string }>(sql`
          select menu_text_app as text from activity_configuration_translations
          where activity_id = ${activity.id} order by language_id`);
        expect(texts).toHaveLength(LANGUAGE_CODES.length);
        for (const { text } of texts) expect(text.startsWith(`Gusti ${i} `), text).toBe(true);
      },
    });
  });
});
