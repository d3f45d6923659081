// Issue 25 end to end: a business set up from screens only, then its first customer, walked twice
// (one walk, two cases): in Italian with the admin at a 1280 px desk and the customer on a 390 px
// phone, then in German with the widths swapped, each case its own activity. Gelateria Nuvola, a
// restaurant taking table bookings (R/R), is onboarded (the super admin's onboarding screen has
// its own walk in console.spec.ts, here it is the API's); its new admin, who picks the language
// on the login screen, gives it from screens alone a colour and a logo, a welcome credit, a store
// with its hours, a menu with allergens, three dishes with a picture each, pick-up hours all day
// and payment in store. A new customer picks the language on the permalink's sign-up, signs up
// with the e-mailed code, sees the colour, the welcome credit and the menu, and orders a dish for
// pick-up; the stock follows and the home shows the order. Then the customer switches language
// in the app. Labels come from the app's texts (e2e/texts.ts), prices from its formatting.
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { formatPrice } from '../packages/domain/src/format.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { tokenOf } from './members.ts';
import { freshEmail } from './signup.ts';
import { navigateTo, PASSWORD, pickLanguage } from './support.ts';
import { localeOf, prefixOf, textPattern, textsOf } from './texts.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const startsWith = (text: string) => textPattern(text, { start: true });
/** A field's label, its required marker or none after it. */
const field = (text: string) => new RegExp(`${startsWith(text).source}\\W*$`);

/**
 * A new activity from the super admin, offering `languages` (the first is its new admin's: the
 * e-mails' language), and its new admin's password set by the e-mailed code.
 */
async function onboard(
  request: APIRequestContext,
  name: string,
  permalink: string,
  languages: string[],
) {
  const email = freshEmail('nadia');
  const onboarded = Date.now();
  const res = await request.post('/api/console/activities', {
    headers: {
      ...auth(await tokenOf(request, 'super@tessera.demo')),
      'idempotency-key': randomUUID(),
    },
    data: {
      name,
      permalink,
      color: '00838F',
      colorText: 'FFFFFF',
      timeZone: 'Europe/Rome',
      languages,
      shopType: 'R',
      bookingType: 'R',
      admin: { email, name: 'Nadia', surname: 'Neri' },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { activityId } = ((await res.json()) as { data: { activityId: number } }).data;
  // The welcome first (it links the page that asks for the code), then the code.
  await waitForMail(email, onboarded);
  const since = Date.now();
  expect((await request.get(`/app/forgotpassword/${encodeURIComponent(email)}`)).ok()).toBe(true);
  const code = codeIn(await waitForMail(email, since));
  const checked = await request.get(
    `/app/checkforgotcode/${code}?email=${encodeURIComponent(email)}`,
  );
  const { id } = ((await checked.json()) as { data: { id: number } }).data;
  const set = await request.put(`/app/setnewpassword/${id}`, {
    data: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { activityId, email };
}

/** A small picture of the test's own making: a 96 x 96 PNG in one warm colour, shade `n`. */
function picture(n: number): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let i = 0; i < 96 * 96; i++) png.data.set([230, 120 + n * 40, 90, 255], i * 4);
  return PNG.sync.write(png);
}

const PURPLE = { hex: '5E35B1', rgb: 'rgb(94, 53, 177)' };
const DISHES = ['Coppa Nuvola', 'Affogato', 'Sorbetto al limone'] as const;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The two cases: each language at each width, on the admin's side and on the customer's. */
const WALKS = [
  {
    lang: 'it',
    // The activity's languages; the customer switches to `switchTo` at the end.
    languages: ['it', 'gb'],
    switchTo: 'gb',
    admin: DESK,
    customer: PHONE,
    name: 'Gelateria Nuvola',
  },
  {
    lang: 'de',
    languages: ['de', 'it'],
    switchTo: 'it',
    admin: PHONE,
    customer: DESK,
    name: 'Gelateria Nuvola DE',
  },
] as const;

type Texts = ReturnType<typeof textsOf>;

/** A screen in one language at one width: its texts, amounts as typed, the navigation. */
function screen(page: Page, lang: string, width: number) {
  const t = textsOf(lang);
  // Phones and tablets open the drawer from the top bar; a desk keeps it open (DefaultLayout).
  const phone = width < 900;
  const decimals = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2 });
  return {
    page,
    t,
    /** An amount in euros as a user of the language types it: "2,00", "2.00". */
    typed: (euros: number) => decimals.format(euros),
    /** Monday's name, as the week's forms name their days. */
    monday: new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1),
    ),
    /** Follows an entry of the navigation, the drawer opened first on a phone. */
    open: (entry: string) =>
      phone
        ? navigateTo(page, entry, t('topbar.openMenu'), t('nav.title'))
        : page
            .getByRole('navigation', { name: t('nav.title') })
            .getByRole('link', { name: entry, exact: true })
            .click(),
    /** Picks a language in the drawer, opened first on a phone. */
    pickLanguage: (code: string) =>
      phone
        ? pickLanguage(page, code, t('topbar.openMenu'), t('topbar.language'))
        : page.getByRole('combobox', { name: t('topbar.language') }).selectOption(code),
  };
}

type Screen = ReturnType<typeof screen>;

/** A first visit opens the app in Italian: the login and sign-up screens' picker changes it. */
async function chooseLanguage(page: Page, code: string) {
  if (code === 'it') return;
  await page.getByRole('combobox', { name: textsOf('it')('topbar.language') }).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', localeOf(code));
}

async function signIn(page: Page, t: Texts, email: string) {
  await page.getByLabel(t('login.username')).fill(email);
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

/** The app bar's background colour. */
const barColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Sets up Nuvola from the console's screens, as its admin. */
async function setUp({ page, t, typed, monday, open }: Screen) {
  const save = (name = t('activitySetup.save')) =>
    page.getByRole('button', { name, exact: true }).click();

  // Colour, logo, the shop and the menu switched on.
  await open(t('nav.activitySetup'));
  await page
    .getByRole('textbox', { name: field(t('activitySetup.colours.color')) })
    .fill(PURPLE.hex);
  await page.getByTestId('logo-file').setInputFiles({
    name: 'nuvola.png',
    mimeType: 'image/png',
    buffer: picture(0),
  });
  await expect(page.getByRole('img', { name: t('activitySetup.logo.alt') }).first()).toBeVisible();
  await page.getByRole('switch', { name: t('activitySetup.switches.showShopApp.label') }).check();
  await page.getByRole('switch', { name: t('activitySetup.switches.showMenuApp.label') }).check();
  await page.getByRole('switch', { name: t('activitySetup.languages.multiLanguage') }).check();
  await save();
  await expect(snackbar(page, t('activitySetup.saved'))).toBeVisible();
  await expect.poll(() => barColour(page)).toBe(PURPLE.rgb);

  // A welcome credit of 2 euros.
  await open(t('nav.cardTerms'));
  await page.getByRole('textbox', { name: field(t('cardTerms.terms.welcome')) }).fill(typed(2));
  await save(t('cardTerms.save'));
  await page
    .getByRole('dialog', { name: t('cardTerms.confirm.title') })
    .getByRole('button', { name: t('cardTerms.confirm.confirm') })
    .click();
  await expect(snackbar(page, t('cardTerms.saved'))).toBeVisible();

  // A store open every day, 11:00–23:00.
  await open(t('nav.storesAdmin'));
  await page.getByRole('button', { name: t('storesAdmin.add') }).click();
  const store = page.getByRole('dialog', { name: t('storesAdmin.addTitle') });
  await store
    .getByRole('textbox', { name: field(t('storesAdmin.fields.name')) })
    .fill('Nuvola Centro');
  await store
    .getByRole('textbox', { name: field(t('storesAdmin.fields.address')) })
    .fill('Via Zamboni 7');
  await store.getByRole('textbox', { name: field(t('storesAdmin.fields.city')) }).fill('Bologna');
  await store.getByRole('button', { name: t('weekly.addTo', { day: monday }) }).click();
  await store.getByLabel(t('weekly.from.opening', { day: monday })).selectOption('11:00');
  await store.getByLabel(t('weekly.to.opening', { day: monday })).selectOption('23:00');
  await store.getByRole('button', { name: t('weekly.copyFrom', { day: monday }) }).click();
  await store.getByRole('button', { name: t('storesAdmin.save') }).click();
  await expect(snackbar(page, t('storesAdmin.added', { name: 'Nuvola Centro' }))).toBeVisible();

  // The menu: a category and a dish with its allergens.
  await open(t('nav.menuAdmin'));
  await page.getByRole('button', { name: t('menuAdmin.categories.add') }).click();
  const category = page.getByRole('dialog', { name: t('menuAdmin.categories.addTitle') });
  await category
    .getByRole('textbox', { name: field(t('menuAdmin.categories.name')) })
    .fill('Gelati');
  await category.getByRole('button', { name: t('menuAdmin.save') }).click();
  await expect(snackbar(page, t('menuAdmin.categories.added', { name: 'Gelati' }))).toBeVisible();
  await page
    .getByRole('button', { name: t('menuAdmin.entries.addTo', { name: 'Gelati' }) })
    .click();
  const entry = page.getByRole('dialog', { name: t('menuAdmin.entries.addTitle') });
  await entry
    .getByRole('textbox', { name: field(t('menuAdmin.entries.name')) })
    .fill('Cono due gusti');
  await entry.getByRole('textbox', { name: field(t('menuAdmin.entries.price')) }).fill(typed(3));
  await entry
    .getByRole('group', { name: t('menuAdmin.entries.allergens') })
    .getByRole('checkbox', { name: t('menus.allergen.LA') })
    .check();
  await entry.getByRole('button', { name: t('menuAdmin.save') }).click();
  await expect(
    snackbar(page, t('menuAdmin.entries.added', { name: 'Cono due gusti' })),
  ).toBeVisible();

  // Pick-up all day, every day, 5 minutes apart; paid in the store.
  await open(t('nav.shopSettings'));
  await page.getByRole('switch', { name: startsWith(t('shopSettings.shipping.S')) }).check();
  await page.getByRole('switch', { name: startsWith(t('shopSettings.payments.ST')) }).check();
  await page.getByRole('textbox', { name: field(t('shopSettings.order.preparation')) }).fill('5');
  await page.getByRole('button', { name: t('weekly.addTo', { day: monday }) }).click();
  await page
    .getByLabel(t('weekly.from.pickUp', { day: monday }), { exact: true })
    .selectOption('00:00');
  await page
    .getByLabel(t('weekly.to.pickUp', { day: monday }), { exact: true })
    .selectOption('24:00');
  await page.getByRole('button', { name: t('weekly.copyFrom', { day: monday }) }).click();
  await save(t('shopSettings.save'));
  await expect(snackbar(page, t('shopSettings.saved'))).toBeVisible();

  // Three dishes to take away, a picture each; the first has 10 portions, the others no limit.
  await open(t('nav.catalogueAdmin'));
  await page.getByRole('button', { name: t('catalogueAdmin.categories.add') }).click();
  const shelf = page.getByRole('dialog', { name: t('catalogueAdmin.categories.addTitle') });
  await shelf
    .getByRole('textbox', { name: field(t('catalogueAdmin.categories.name')) })
    .fill('Da asporto');
  await shelf.getByRole('button', { name: t('catalogueAdmin.save') }).click();
  await expect(
    snackbar(page, t('catalogueAdmin.categories.added', { name: 'Da asporto' })),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Da asporto' });
  // The price, not the discounted price (Italian: "Prezzo", "Prezzo scontato").
  const price = field(t('catalogueAdmin.items.price'));
  for (const [n, dish] of DISHES.entries()) {
    await section
      .getByRole('button', { name: t('catalogueAdmin.items.addTo', { name: 'Da asporto' }) })
      .click();
    const editor = page.getByRole('dialog', { name: t('catalogueAdmin.items.addTitle') });
    await editor.getByRole('textbox', { name: field(t('catalogueAdmin.items.name')) }).fill(dish);
    await editor.getByRole('textbox', { name: price }).fill(typed(4.5));
    await editor.getByTestId('catalogue-gallery-file').setInputFiles({
      name: `piatto-${n}.png`,
      mimeType: 'image/png',
      buffer: picture(n),
    });
    await expect(
      editor.getByRole('img', { name: t('catalogueAdmin.gallery.alt', { n: 1, name: dish }) }),
    ).toBeVisible();
    await editor
      .getByRole('button', { name: t('catalogueAdmin.items.create'), exact: true })
      .click();
    const edit = page.getByRole('dialog', {
      name: t('catalogueAdmin.items.editTitle', { name: dish }),
    });
    const said = edit.getByTestId('catalogue-editor-status');
    await expect(said).toHaveText(t('catalogueAdmin.items.added', { name: dish }));
    await edit.getByRole('button', { name: t('catalogueAdmin.variants.addOneColor') }).click();
    await edit
      .getByRole('button', {
        name: t('catalogueAdmin.variants.addSizeTo', {
          name: t('catalogueAdmin.variants.oneColor'),
        }),
      })
      .click();
    const size = page.getByRole('dialog', { name: t('catalogueAdmin.variants.addSizeTitle') });
    await size
      .getByRole('textbox', { name: field(t('catalogueAdmin.variants.sizeName')) })
      .fill('Porzione');
    await size
      .getByRole('textbox', { name: field(t('catalogueAdmin.stock.count')) })
      .fill(n === 0 ? '10' : '');
    await size.getByRole('button', { name: t('catalogueAdmin.save') }).click();
    await expect(said).toHaveText(t('catalogueAdmin.variants.sizeAdded', { name: 'Porzione' }));
    await edit
      .getByRole('button', { name: t('catalogueAdmin.close') })
      .first()
      .click();
  }
  await expect(section.getByTestId('catalogue-item')).toHaveCount(3);
}

for (const walk of WALKS) {
  test(`Gelateria Nuvola is set up from screens alone and its first customer orders for pick-up (${walk.lang}: admin at ${walk.admin.width} px, customer at ${walk.customer.width} px)`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `${walk.name} ${suffix}`;
    const permalink = `${walk.name.toLowerCase().replaceAll(' ', '-')}-${suffix}`;
    const { activityId, email } = await onboard(request, name, permalink, [...walk.languages]);
    const P = prefixOf(walk.lang);

    // The admin's first sign-in in the language picked on the login screen: the privacy, then
    // the console.
    await page.setViewportSize(walk.admin);
    const admin = screen(page, walk.lang, walk.admin.width);
    const { t } = admin;
    await page.goto('/login');
    await chooseLanguage(page, walk.lang);
    await signIn(page, t, email);
    await page.getByRole('checkbox', { name: t('privacy.accept.informativaPrivacy') }).check();
    await page.getByRole('button', { name: t('privacy.save') }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${P}/console$`));
    await setUp(admin);

    // A new customer signs up through the permalink with the e-mailed code, in the language
    // picked on the sign-up screen.
    const customer = await (
      await browser.newContext({ baseURL, viewport: walk.customer })
    ).newPage();
    const shopper = screen(customer, walk.lang, walk.customer.width);
    const carla = freshEmail('carla');
    await customer.goto(`/registration/${activityId}`);
    await chooseLanguage(customer, walk.lang);
    await expect(
      customer.getByText(t('registration.email.intro', { activity: name })),
    ).toBeVisible();
    await customer.getByLabel(t('registration.email.label')).fill(carla);
    const asked = Date.now();
    await customer.getByRole('button', { name: t('registration.email.submit') }).click();
    await customer
      .getByLabel(t('registration.code.label'))
      .fill(codeIn(await waitForMail(carla, asked)));
    await customer.getByRole('button', { name: t('registration.code.submit') }).click();
    await customer
      .getByRole('textbox', { name: t('registration.form.name'), exact: true })
      .fill('Carla');
    await customer.getByLabel(t('registration.form.surname')).fill('Conti');
    // The password, not its confirmation (German: "Passwort", "Passwort bestätigen").
    await customer.getByLabel(field(t('registration.form.password'))).fill(PASSWORD);
    await customer.getByLabel(t('registration.form.confirmPassword')).fill(PASSWORD);
    await customer
      .getByRole('checkbox', { name: t('registration.consent.informativaPrivacy') })
      .check();
    await customer.getByRole('button', { name: t('registration.form.submit') }).click();
    await expect(
      customer.getByRole('heading', { name: t('registration.done.title') }),
    ).toBeVisible();
    await customer.getByRole('link', { name: t('registration.done.login') }).click();
    await signIn(customer, t, carla);

    // Nuvola's colour and name, the welcome credit on the card, the menu with its allergens.
    await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => barColour(customer)).toBe(PURPLE.rgb);
    await customer.goto(`${P}/card`);
    await expect(customer.getByTestId('card-balance')).toHaveText(formatPrice(2));
    await shopper.open(t('nav.menus'));
    await expect(customer.getByText('Cono due gusti')).toBeVisible();
    await expect(
      customer.getByRole('list', { name: t('menus.allergensOf', { name: 'Cono due gusti' }) }),
    ).toContainText(t('menus.allergen.LA'));

    // Two Coppa Nuvola for pick-up at the first time offered, paid in the store.
    await customer.goto(`${P}/shop/shops`);
    const add = customer.getByRole('button', {
      name: t('shop.catalogue.addName', { name: 'Coppa Nuvola' }),
    });
    await add.click();
    await expect(snackbar(customer, t('shop.cart.updated'))).toBeVisible();
    await add.click();
    await expect(
      customer.getByRole('banner').getByRole('link', { name: t('shop.cart.button', { count: 2 }) }),
    ).toBeVisible();
    await customer.goto(`${P}/shop/cart`);
    await customer.getByRole('combobox', { name: t('checkout.pickUp.label') }).click();
    await customer.getByRole('option').first().click();
    await customer.getByRole('radio', { name: startsWith(t('checkout.payment.ST')) }).check();
    await customer.getByRole('button', { name: t('checkout.send.order') }).click();
    await expect(snackbar(customer, t('checkout.sent'))).toBeVisible();
    await customer
      .getByRole('main')
      .getByRole('link', { name: t('checkout.success.myOrders') })
      .click();
    await expect(customer.getByTestId('my-order').first()).toContainText(formatPrice(9));

    // The same app in the activity's other language.
    await shopper.pickLanguage(walk.switchTo);
    await expect(
      customer.getByRole('heading', {
        level: 1,
        name: textsOf(walk.switchTo)('checkout.orders.title'),
      }),
    ).toBeVisible();
    await customer.context().close();

    // The admin sees the order waiting on the console's home, and the portions taken.
    await admin.open(t('nav.console'));
    await expect(
      page.getByText(t('console.attention.ordersToHandle', { count: 1 }), { exact: true }),
    ).toBeVisible();
    await admin.open(t('nav.catalogueAdmin'));
    await expect(
      page
        .getByRole('region', { name: 'Da asporto' })
        .getByTestId('catalogue-item')
        .filter({ hasText: 'Coppa Nuvola' }),
    ).toContainText(t('catalogueAdmin.items.pieces', { count: 8 }));
  });
}
