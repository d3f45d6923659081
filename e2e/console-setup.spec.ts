// Issue 25 end to end: a business set up from screens only, then its first customer. Gelateria
// Nuvola, a restaurant taking table bookings (R/R), is onboarded (the super admin's onboarding
// screen has its own walk in console.spec.ts, here it is the API's); its new admin, at a desk and
// on screens alone, gives it a colour and a logo, a welcome credit, a store with its hours, a menu
// with allergens, three dishes with a picture each, pick-up hours all day and payment in store. A
// new customer, on a 390 px phone, signs up through its permalink, sees its colour, the welcome
// credit and the menu, and orders a dish for pick-up; the stock follows and the home shows the
// order. Then the customer reads the app in English.
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { tokenOf } from './members.ts';
import { freshEmail } from './signup.ts';
import { login, navigateTo, PASSWORD, pickLanguage } from './support.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A new activity from the super admin, and its new admin's password set by the e-mailed code. */
async function onboard(request: APIRequestContext, name: string, permalink: string) {
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
      languages: ['it', 'gb'],
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

/** The app bar's background colour. */
const barColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** At a desk the drawer is always open: its entry is a link of the navigation. */
const open = (page: Page, entry: string) =>
  page
    .getByRole('navigation', { name: 'Navigazione' })
    .getByRole('link', { name: entry, exact: true })
    .click();

/** Sets up Nuvola from the console's screens, as its admin at a desk. */
async function setUp(page: Page) {
  // Colour, logo, the shop and the menu switched on.
  await open(page, 'Attività e aspetto');
  await page.getByRole('textbox', { name: /^Colore dell'attività/ }).fill(PURPLE.hex);
  await page.getByTestId('logo-file').setInputFiles({
    name: 'nuvola.png',
    mimeType: 'image/png',
    buffer: picture(0),
  });
  await expect(page.getByRole('img', { name: /logo/i }).first()).toBeVisible();
  await page.getByRole('switch', { name: 'Shop' }).check();
  await page.getByRole('switch', { name: 'Menu' }).check();
  await page.getByRole('switch', { name: 'I clienti scelgono la lingua' }).check();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(snackbar(page, 'Impostazioni salvate')).toBeVisible();
  await expect.poll(() => barColour(page)).toBe(PURPLE.rgb);

  // A welcome credit of 2,00 €.
  await open(page, 'Condizioni della carta');
  await page.getByRole('textbox', { name: /^Benvenuto in euro/ }).fill('2,00');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cambiare le condizioni della carta?' })
    .getByRole('button', { name: 'Salva le nuove condizioni' })
    .click();
  await expect(snackbar(page, 'Condizioni della carta salvate')).toBeVisible();

  // A store open every day, 11:00–23:00.
  await open(page, 'Negozi e orari');
  await page.getByRole('button', { name: 'Aggiungi negozio' }).click();
  const store = page.getByRole('dialog', { name: 'Nuovo negozio' });
  await store.getByRole('textbox', { name: /^Nome del negozio/ }).fill('Nuvola Centro');
  await store.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Zamboni 7');
  await store.getByRole('textbox', { name: /^Città/ }).fill('Bologna');
  await store.getByRole('button', { name: 'Aggiungi una fascia oraria a lunedì' }).click();
  await store.getByLabel('Apre (lunedì)').selectOption('11:00');
  await store.getByLabel('Chiude (lunedì)').selectOption('23:00');
  await store.getByRole('button', { name: 'Copia gli orari di lunedì su tutti i giorni' }).click();
  await store.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Nuvola Centro aggiunto')).toBeVisible();

  // The menu: a category and a dish with its allergens.
  await open(page, 'Menu e listino');
  await page.getByRole('button', { name: 'Aggiungi categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Nuova categoria' });
  await category.getByRole('textbox', { name: /^Nome della categoria/ }).fill('Gelati');
  await category.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Gelati aggiunta in fondo al menu')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi una voce a Gelati' }).click();
  const entry = page.getByRole('dialog', { name: 'Nuova voce' });
  await entry.getByRole('textbox', { name: /^Nome/ }).fill('Cono due gusti');
  await entry.getByRole('textbox', { name: /^Prezzo/ }).fill('3,00');
  await entry
    .getByRole('group', { name: 'Allergeni' })
    .getByRole('checkbox', { name: 'Latte' })
    .check();
  await entry.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Cono due gusti aggiunta')).toBeVisible();

  // Pick-up all day, every day, 5 minutes apart; paid in the store.
  await open(page, 'Consegne e pagamenti');
  await page.getByRole('switch', { name: /Ritiro in negozio/ }).check();
  await page.getByRole('switch', { name: /In negozio/ }).check();
  await page.getByRole('textbox', { name: /^Tempo di preparazione/ }).fill('5');
  await page.getByRole('button', { name: 'Aggiungi una fascia oraria a lunedì' }).click();
  await page.getByLabel('Dalle (lunedì)', { exact: true }).selectOption('00:00');
  await page.getByLabel('Alle (lunedì)', { exact: true }).selectOption('24:00');
  await page.getByRole('button', { name: 'Copia gli orari di lunedì su tutti i giorni' }).click();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(snackbar(page, 'Consegne e pagamenti salvati')).toBeVisible();

  // Three dishes to take away, a picture each; the first has 10 portions, the others no limit.
  await open(page, 'Catalogo');
  await page.getByRole('button', { name: 'Aggiungi categoria' }).click();
  const shelf = page.getByRole('dialog', { name: 'Nuova categoria' });
  await shelf.getByRole('textbox', { name: /^Nome della categoria/ }).fill('Da asporto');
  await shelf.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Da asporto aggiunta in fondo al catalogo')).toBeVisible();
  const section = page.getByRole('region', { name: 'Da asporto' });
  for (const [n, dish] of DISHES.entries()) {
    await section.getByRole('button', { name: 'Aggiungi un prodotto a Da asporto' }).click();
    const editor = page.getByRole('dialog', { name: 'Nuovo prodotto' });
    await editor.getByRole('textbox', { name: /^Nome/ }).fill(dish);
    await editor.getByRole('textbox', { name: /^Prezzo\b(?! scontato)/ }).fill('4,50');
    await editor.getByTestId('catalogue-gallery-file').setInputFiles({
      name: `piatto-${n}.png`,
      mimeType: 'image/png',
      buffer: picture(n),
    });
    await expect(editor.getByRole('img', { name: `Foto 1 di ${dish}` })).toBeVisible();
    await editor.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Modifica ${dish}` });
    const said = edit.getByTestId('catalogue-editor-status');
    await expect(said).toHaveText(`${dish} aggiunto: ora aggiungi colori e taglie`);
    await edit.getByRole('button', { name: 'Un solo colore' }).click();
    await edit.getByRole('button', { name: 'Aggiungi una taglia a Colore unico' }).click();
    const size = page.getByRole('dialog', { name: 'Nuova taglia' });
    await size.getByRole('textbox', { name: /^Taglia/ }).fill('Porzione');
    await size.getByRole('textbox', { name: /^Pezzi disponibili/ }).fill(n === 0 ? '10' : '');
    await size.getByRole('button', { name: 'Salva' }).click();
    await expect(said).toHaveText('Taglia Porzione aggiunta');
    await edit.getByRole('button', { name: 'Chiudi' }).first().click();
  }
  await expect(section.getByTestId('catalogue-item')).toHaveCount(3);
}

test('Gelateria Nuvola is set up from screens alone and its first customer orders for pick-up', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Gelateria Nuvola ${suffix}`;
  const { activityId, email } = await onboard(request, name, `gelateria-nuvola-${suffix}`);

  // The admin's first sign-in at a desk: the privacy, then the console.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, email);
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await setUp(page);

  // A new customer on a phone signs up through the permalink with the e-mailed code.
  const phone = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  const carla = freshEmail('carla');
  await phone.goto(`/registration/${activityId}`);
  await expect(phone.getByText(`Registrati a ${name}`)).toBeVisible();
  await phone.getByLabel('E-mail').fill(carla);
  const asked = Date.now();
  await phone.getByRole('button', { name: 'Invia il codice' }).click();
  await phone.getByLabel('Codice').fill(codeIn(await waitForMail(carla, asked)));
  await phone.getByRole('button', { name: 'Conferma' }).click();
  await phone.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla');
  await phone.getByLabel('Cognome').fill('Conti');
  await phone.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await phone.getByLabel('Conferma password').fill(PASSWORD);
  await phone.getByRole('checkbox', { name: /informativa sulla privacy/i }).check();
  await phone.getByRole('button', { name: 'Completa la registrazione' }).click();
  await expect(phone.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible();
  await login(phone, carla);

  // Nuvola's colour and name, the welcome credit on the card, the menu with its allergens.
  await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => barColour(phone)).toBe(PURPLE.rgb);
  await phone.goto('/card');
  await expect(phone.getByTestId('card-balance')).toHaveText('2,00 €');
  await navigateTo(phone, 'Menu');
  await expect(phone.getByText('Cono due gusti')).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Allergeni di Cono due gusti' })).toContainText(
    'Latte',
  );

  // Two Coppa Nuvola for pick-up at the first time offered, paid in the store.
  await phone.goto('/shop/shops');
  await phone.getByRole('button', { name: 'Aggiungi Coppa Nuvola al carrello' }).click();
  await expect(snackbar(phone, 'Prodotto aggiornato al carrello')).toBeVisible();
  await phone.getByRole('button', { name: 'Aggiungi Coppa Nuvola al carrello' }).click();
  await expect(
    phone.getByRole('banner').getByRole('link', { name: 'Carrello, 2 articoli' }),
  ).toBeVisible();
  await phone.goto('/shop/cart');
  await phone.getByRole('combobox', { name: 'Ritiro alle' }).click();
  await phone.getByRole('option').first().click();
  await phone.getByRole('radio', { name: /^In negozio/ }).check();
  await phone.getByRole('button', { name: "Invia l'ordine" }).click();
  await expect(snackbar(phone, 'Ordine inviato correttamente')).toBeVisible();
  await phone.getByRole('link', { name: 'I miei ordini' }).click();
  await expect(phone.getByTestId('my-order').first()).toContainText('9,00 €');

  // The same app in English.
  await pickLanguage(phone, 'gb');
  await expect(phone.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await phone.context().close();

  // The admin sees the order waiting on the console's home, and the portions taken.
  await open(page, 'Riepilogo');
  await expect(page.getByText('1 ordine da evadere')).toBeVisible();
  await open(page, 'Catalogo');
  await expect(
    page
      .getByRole('region', { name: 'Da asporto' })
      .getByTestId('catalogue-item')
      .filter({ hasText: 'Coppa Nuvola' }),
  ).toContainText('8 pezzi disponibili');
});
