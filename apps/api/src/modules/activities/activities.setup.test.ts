// The activity's set-up in the console (issue 25, item 1; activities.setup.ts): read, saved whole,
// shown to customers on their next request, refused in the caller's language changing nothing,
// the activity's admins' only, and a keyed retry applied once.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, TINY_PNG } from '../../platform/uploads.testing.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { bootApi, useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const SWITCHES_OFF = {
  showShopApp: false,
  showBookingApp: false,
  showCouponApp: false,
  showPack: false,
  showIntroduceFriendApp: false,
  showMenuApp: false,
  showIntroduceFriendPhoneApp: false,
  showInstantWinApp: false,
  showFlowNoticePoint: false,
};

/** What a fresh activity reads as, but its name: the columns' defaults. */
const DEFAULTS = {
  color: '1976D2',
  colorText: 'FFFFFF',
  logoFileName: null,
  logoUrl: null,
  timeZone: 'Europe/Rome',
  templateAppHome: 'I',
  graphicCardType: 'S',
  switches: SWITCHES_OFF,
  menuType: 'V',
  menuTextApp: null,
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
  multiLanguage: false,
  replyTo: null,
  translations: [],
};

/** Gelateria Nuvola as its admin sets it up. */
const SETUP = {
  name: 'Gelateria Nuvola',
  color: '0d47a1',
  colorText: 'FFFFFF',
  logoFileName: null,
  timeZone: 'Europe/Zurich',
  templateAppHome: 'S',
  graphicCardType: 'B',
  switches: { ...SWITCHES_OFF, showShopApp: true, showMenuApp: true, showCouponApp: true },
  menuType: 'O',
  menuTextApp: '  I nostri gusti ',
  menuDescriptionBottom: 'Coni e coppette, anche senza glutine',
  menuColorBackground: 'FFF8E1',
  menuColorText: '3E2723',
  menuShowIcon: false,
  showCurrency: false,
  menuLinkWhatApp: '+39 051 123 4567',
  menuTextWhatApp: 'Ordina su WhatsApp',
  shopTextColor: '4A148C',
  shopTextSize: 14,
  shopTextSelectedSize: 18,
  showAddressCustomer: true,
  showNationCustomer: true,
  requiredPhoneNumber: true,
  multiLanguage: true,
  replyTo: ' Ciao@Gelaterianuvola.example ',
  translations: [
    { languageCode: 'gb', menuTextApp: 'Our flavours', menuDescriptionBottom: '' },
    { languageCode: 'de', menuTextApp: 'Unsere Sorten', menuDescriptionBottom: 'Auch glutenfrei' },
    { languageCode: 'fr', menuTextApp: '', menuDescriptionBottom: null },
  ],
};

/** SETUP as saved: colours upper case, texts trimmed, blank ones null, empty translations gone. */
const SAVED = {
  ...SETUP,
  color: '0D47A1',
  menuTextApp: 'I nostri gusti',
  replyTo: 'ciao@gelaterianuvola.example',
  logoUrl: null,
  translations: [
    { languageCode: 'de', menuTextApp: 'Unsere Sorten', menuDescriptionBottom: 'Auch glutenfrei' },
    { languageCode: 'gb', menuTextApp: 'Our flavours', menuDescriptionBottom: null },
  ],
};

const url = (activityId: number) => `/api/activities/${activityId}/settings`;
const read = (activityId: number, as: Person) => t.call({ url: url(activityId), as });
const save = (activityId: number, as: Person, payload: object, lang = 'it', key = randomUUID()) =>
  t.call({
    method: 'PUT',
    url: url(activityId),
    as,
    headers: { 'idempotency-key': key, 'accept-language': lang },
    payload,
  });

/** An activity with its admin and a customer. */
async function setUp() {
  const activity = await createActivity(t, { name: 'Gelateria', color: 'C62828' });
  const admin = await createAdmin(t, activity.id);
  const customer = await createCustomer(t, activity.id);
  return { activity, admin, customer };
}

/** Everything the set-up writes, as the database holds it. */
const rowsOf = (activityId: number) =>
  Promise.all([
    t.rows(
      sql`select name, color, color_text, logo_file_name from activities where id = ${activityId}`,
    ),
    t.rows(sql`select * from activity_configurations where activity_id = ${activityId}`),
    t.rows(sql`select * from activity_menus where activity_id = ${activityId}`),
    t.rows(sql`select language_id, menu_text_app, menu_description_bottom
      from activity_configuration_translations where activity_id = ${activityId} order by language_id`),
  ]);

describe('the activity set-up', () => {
  it('reads the defaults of a fresh activity', async () => {
    const activity = await createActivity(t);
    const res = await read(activity.id, await createAdmin(t, activity.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ name: activity.name, ...DEFAULTS });
  });

  it('saves it whole and reads it back as saved', async () => {
    const { activity, admin } = await setUp();
    const res = await save(activity.id, admin, SETUP);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(SAVED);
    expect((await read(activity.id, admin)).json().data).toEqual(SAVED);
    // Saved again as read: the same, and the translations are replaced, not added.
    const again = await save(activity.id, admin, { ...SAVED, logoUrl: undefined });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(SAVED);
    const [, , , translations] = await rowsOf(activity.id);
    expect(translations).toHaveLength(2);
  });

  it("shows a customer's next reads the new name, colours, texts and switches at once", async () => {
    const { activity, admin, customer } = await setUp();
    const before = await t.call({ url: `/app/activities/${activity.id}`, as: customer });
    expect(before.json().data).toMatchObject({ name: 'Gelateria', color: 'C62828' });
    expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);

    const card = await t.call({ url: `/app/activities/${activity.id}`, as: customer });
    expect(card.json().data).toMatchObject({
      name: 'Gelateria Nuvola',
      color: '0D47A1',
      colorText: 'FFFFFF',
    });
    const mine = await t.call({ url: '/api/activities/customers/byiduser', as: customer });
    expect(mine.json().data.activityCustomers[0].activity).toMatchObject({
      name: 'Gelateria Nuvola',
      color: '0D47A1',
    });
    const manifest = await t.call({ url: `/app/activities/${activity.id}/manifest.webmanifest` });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Gelateria Nuvola', theme_color: '#0D47A1' });
    expect(manifest.json().icons[0].src).toMatch(/\?v=0D47A1FFFFFF$/);
    const configuration = await t.call({
      url: `/api/activities/${activity.id}/configurations`,
      as: customer,
    });
    expect(configuration.json().data).toMatchObject({
      templateAppHome: 'S',
      graphicCardType: 'B',
      menuType: 'O',
      menuTextApp: 'I nostri gusti',
      menuColorBackground: 'FFF8E1',
      menuLinkWhatApp: '+39 051 123 4567',
      showCurrency: false,
      requiredPhoneNumber: true,
      multiLanguage: true,
      timeZone: 'Europe/Zurich',
      shopTextColor: '4A148C',
      activityConfigurationTranslations: [
        {
          languageCode: 'de',
          menuTextApp: 'Unsere Sorten',
          menuDescriptionBottom: 'Auch glutenfrei',
        },
        { languageCode: 'gb', menuTextApp: 'Our flavours', menuDescriptionBottom: null },
      ],
    });
    const open = await t.call({ url: `/app/activities/${activity.id}/configurations` });
    expect(open.json().data).toMatchObject({
      requiredPhoneNumber: true,
      showAddressCustomer: true,
    });
    const menu = await t.call({ url: `/api/activities/${activity.id}/menu`, as: customer });
    expect(menu.json().data).toEqual(SETUP.switches);
  });

  it("hides a switched-off feature from customers: the shop's routes answer 404", async () => {
    const { activity, admin, customer } = await setUp();
    const categories = () =>
      t.call({ url: `/api/app/activities/${activity.id}/categories`, as: customer });
    expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);
    expect((await categories()).statusCode).toBe(200);
    const off = { ...SETUP, switches: { ...SETUP.switches, showShopApp: false } };
    expect((await save(activity.id, admin, off)).statusCode).toBe(200);
    const refused = await categories();
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);
    expect((await categories()).statusCode).toBe(200);
  });

  it.each([
    [
      'it',
      { color: 'FFEB3B', colorText: 'FFFFFF' },
      "Il colore del testo non si legge sul colore dell'attività: scegli due colori con un contrasto di almeno 4,5:1",
    ],
    [
      'en',
      { color: 'FFEB3B', colorText: 'FFFFFF' },
      "The text colour does not read on the activity's colour: choose two colours with a contrast of at least 4.5:1",
    ],
    [
      'it',
      { menuColorBackground: 'FFF8E1', menuColorText: 'FFFFFF' },
      'Il testo del menu non si legge sul suo sfondo: scegli due colori con un contrasto di almeno 4,5:1',
    ],
    [
      'en',
      { menuColorBackground: '000000', menuColorText: null },
      'The menu text does not read on its background: choose two colours with a contrast of at least 4.5:1',
    ],
    [
      'en',
      { shopTextColor: 'FFEB3B' },
      "The shop's text colour does not read on the page background: choose a colour with a contrast of at least 4.5:1",
    ],
  ])(
    'refuses in %s a text that does not read on its colour %j, changing nothing',
    async (lang, colours, message) => {
      const { activity, admin } = await setUp();
      expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);
      const before = await rowsOf(activity.id);
      const res = await save(
        activity.id,
        admin,
        { ...SETUP, name: 'Altro nome', ...colours },
        lang,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'low_contrast', message });
      expect(await rowsOf(activity.id)).toEqual(before);
    },
  );

  it.each([
    ['an unknown home template', { templateAppHome: 'X' }, 'templateAppHome'],
    ['an unknown card graphic', { graphicCardType: 'Q' }, 'graphicCardType'],
    ['a name too long', { name: 'N'.repeat(81) }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a colour that is no RRGGBB', { color: '#0D47A1' }, 'color'],
    ['a text colour of 3 digits', { colorText: 'FFF' }, 'colorText'],
    ['a menu colour that is a word', { menuColorBackground: 'red' }, 'menuColorBackground'],
    [
      'a WhatsApp link elsewhere',
      { menuLinkWhatApp: 'https://evil.example/wa.me' },
      'menuLinkWhatApp',
    ],
    [
      'a WhatsApp link over http',
      { menuLinkWhatApp: 'http://wa.me/390511234567' },
      'menuLinkWhatApp',
    ],
    ['a script for a WhatsApp link', { menuLinkWhatApp: 'javascript:alert(1)' }, 'menuLinkWhatApp'],
    [
      'a WhatsApp link with a user',
      { menuLinkWhatApp: 'https://wa.me@evil.example' },
      'menuLinkWhatApp',
    ],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, 'timeZone'],
    ['a reply-to that is no e-mail address', { replyTo: 'ciao@gelateria' }, 'replyTo'],
    ['a reply-to of two addresses', { replyTo: 'a@example.com, b@example.com' }, 'replyTo'],
    [
      'a reply-to with a header after it',
      { replyTo: 'a@example.com\r\nBcc: x@example.com' },
      'replyTo',
    ],
    ['a shop text of 100 px', { shopTextSize: 100 }, 'shopTextSize'],
    ['a menu name too long', { menuTextApp: 'M'.repeat(41) }, 'menuTextApp'],
    ['an unknown switch', { switches: { ...SETUP.switches, showCasino: true } }, 'showCasino'],
    ['a switch left out', { switches: { showShopApp: true } }, 'switches'],
    ['a field of another screen', { cashBackExpiration: 30 }, 'cashBackExpiration'],
    [
      'a language twice',
      {
        translations: [
          { languageCode: 'gb', menuTextApp: 'A', menuDescriptionBottom: null },
          { languageCode: 'gb', menuTextApp: 'B', menuDescriptionBottom: null },
        ],
      },
      'translations',
    ],
    [
      'an unknown language',
      { translations: [{ languageCode: 'en', menuTextApp: 'A', menuDescriptionBottom: null }] },
      'translations',
    ],
  ])('refuses %s, naming the field and changing nothing', async (_, change, field) => {
    const { activity, admin } = await setUp();
    expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);
    const before = await rowsOf(activity.id);
    const res = await save(activity.id, admin, { ...SETUP, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(res.json().message).toMatch(/^Dati non validi: /);
    expect(res.json().message).toContain(field);
    const en = await save(activity.id, admin, { ...SETUP, ...change }, 'en');
    expect(en.json().message).toMatch(/^Invalid data: /);
    expect(await rowsOf(activity.id)).toEqual(before);
  });

  it('saves the reply-to e-mail address, and none for blank or null', async () => {
    const { activity, admin } = await setUp();
    expect((await save(activity.id, admin, SETUP)).statusCode).toBe(200);
    const [, configuration] = await rowsOf(activity.id);
    expect(configuration).toMatchObject([{ reply_to: 'ciao@gelaterianuvola.example' }]);
    for (const none of ['   ', null]) {
      const res = await save(activity.id, admin, { ...SETUP, replyTo: none });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.replyTo).toBeNull();
      expect((await read(activity.id, admin)).json().data.replyTo).toBeNull();
      expect((await save(activity.id, admin, SETUP)).json().data.replyTo).toBe(
        'ciao@gelaterianuvola.example',
      );
    }
  });

  it("refuses another activity's admin setting its reply-to, writing nothing", async () => {
    const { activity: a, admin: adminOfA } = await setUp();
    const { activity: b, admin: adminOfB } = await setUp();
    expect((await save(b.id, adminOfB, SETUP)).statusCode).toBe(200);
    const before = await rowsOf(b.id);
    const res = await save(b.id, adminOfA, { ...SETUP, replyTo: 'preso@example.com' });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(b.id)).toEqual(before);
    expect((await read(a.id, adminOfA)).json().data.replyTo).toBeNull();
  });

  it('takes a WhatsApp link to wa.me or whatsapp.com, or a phone number', async () => {
    const { activity, admin } = await setUp();
    for (const link of [
      'https://wa.me/390511234567',
      'https://api.whatsapp.com/send?phone=390511234567',
      '051 123 4567',
      '',
    ]) {
      const res = await save(activity.id, admin, { ...SETUP, menuLinkWhatApp: link });
      expect(res.statusCode, link).toBe(200);
      expect(res.json().data.menuLinkWhatApp).toBe(link || null);
    }
  });

  it('takes a logo uploaded for the activity, keeps the saved one, refuses any other name', async () => {
    const { activity, admin } = await setUp();
    const form = multipartForm([
      { name: 'kind', value: 'logo' },
      { name: 'file', filename: 'logo.png', type: 'image/png', data: TINY_PNG },
    ]);
    const upload = await t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/pictures`,
      as: admin,
      headers: { ...form.headers, 'idempotency-key': randomUUID() },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { fileName } = upload.json().data;
    const res = await save(activity.id, admin, { ...SETUP, logoFileName: fileName });
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = `/images/activity/${activity.id}/${fileName}`;
    expect(res.json().data).toMatchObject({ logoFileName: fileName, logoUrl });
    const card = await t.call({ url: `/app/activities/${activity.id}` });
    expect(card.json().data.logoUrl).toBe(logoUrl);
    expect((await save(activity.id, admin, { ...SETUP, logoFileName: fileName })).statusCode).toBe(
      200,
    );

    const other = await createActivity(t);
    for (const name of [
      `${'0'.repeat(32)}.webp`,
      '../../../package.json',
      `../${other.id}/${fileName}`,
    ]) {
      const refused = await save(activity.id, admin, { ...SETUP, logoFileName: name }, 'en');
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().code, name).toBe('unknown_picture');
    }
    expect((await read(activity.id, admin)).json().data.logoFileName).toBe(fileName);
    // Removed: the customer's card shows no logo.
    expect((await save(activity.id, admin, { ...SETUP, logoFileName: null })).statusCode).toBe(200);
    expect(
      (await t.call({ url: `/app/activities/${activity.id}` })).json().data.logoUrl,
    ).toBeNull();
  });

  it("is the activity's admins': another's admin, its staff and customers are refused", async () => {
    const { activity: a, admin: adminOfA, customer } = await setUp();
    const { activity: b, admin: adminOfB } = await setUp();
    const staff = await createStaff(t, a.id);
    expect((await save(a.id, adminOfA, SETUP)).statusCode).toBe(200);
    const before = await rowsOf(a.id);
    expect((await read(a.id, adminOfB)).statusCode).toBe(404);
    expect((await save(a.id, adminOfB, { ...SETUP, name: 'Preso' })).statusCode).toBe(404);
    for (const who of [staff, customer]) {
      expect((await read(a.id, who)).statusCode).toBe(403);
      expect((await save(a.id, who, { ...SETUP, name: 'Preso' })).statusCode).toBe(403);
    }
    expect(await rowsOf(a.id)).toEqual(before);
    // B's admin saving B leaves A as it was.
    expect((await save(b.id, adminOfB, { ...SETUP, name: 'Bottega B' })).statusCode).toBe(200);
    expect(await rowsOf(a.id)).toEqual(before);
    const superAdmin = await createSuperAdmin(t);
    expect((await read(a.id, superAdmin)).json().data.name).toBe('Gelateria Nuvola');
    expect((await save(a.id, superAdmin, { ...SETUP, name: 'Dal super admin' })).statusCode).toBe(
      200,
    );
  });

  it('is keyed: a retry answers the first save again and applies nothing twice', async () => {
    const { activity, admin } = await setUp();
    const key = randomUUID();
    const first = await save(activity.id, admin, SETUP, 'it', key);
    expect(first.statusCode).toBe(200);
    // Another save in between, then the first one's retry: it must not put its name back.
    expect((await save(activity.id, admin, { ...SETUP, name: 'Nuvola 2' })).statusCode).toBe(200);
    const retry = await save(activity.id, admin, SETUP, 'it', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await read(activity.id, admin)).json().data.name).toBe('Nuvola 2');
    const unkeyed = await t.call({
      method: 'PUT',
      url: url(activity.id),
      as: admin,
      payload: SETUP,
    });
    expect(unkeyed.statusCode).toBe(400);
    expect((await read(activity.id, admin)).json().data.name).toBe('Nuvola 2');
  });

  it('logs who changed which keys once a save commits; a refused or unchanged save logs nothing', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line));
      }
    });
    const own = await bootApi({ logStream: stream, env: { LOG_LEVEL: 'info' } });
    try {
      const activity = await createActivity(own);
      const admin = await createAdmin(own, activity.id);
      const put = (payload: object) =>
        own.call({
          method: 'PUT',
          url: url(activity.id),
          as: admin,
          headers: { 'idempotency-key': randomUUID() },
          payload,
        });
      expect((await put(SETUP)).statusCode).toBe(200);
      expect((await put(SETUP)).statusCode).toBe(200);
      expect((await put({ ...SETUP, name: 'Nuvola', colorText: '0D47A1' })).statusCode).toBe(400);
      expect((await put({ ...SETUP, name: 'Nuvola' })).statusCode).toBe(200);
      const records = lines.filter((l) => l.msg === 'activity set up');
      expect(records.map(({ activityId, by, changed }) => ({ activityId, by, changed }))).toEqual([
        {
          activityId: activity.id,
          by: admin.id,
          changed: expect.arrayContaining(['name', 'color']),
        },
        { activityId: activity.id, by: admin.id, changed: ['name'] },
      ]);
      expect(records.every((r) => typeof r.time === 'number')).toBe(true);
    } finally {
      await own.close();
    }
  });
});
