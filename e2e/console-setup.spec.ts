// Issue 25 end to end: a business set up from screens only, then its first order. Gelateria Nuvola
// is onboarded (the super admin's onboarding screen has its own walk in console.spec.ts, here it
// is the API's) and its new admin, on screens alone, switches the shop on, opens a store, offers
// pick-up paid in store, and puts an ice cream on sale with 10 pieces. A customer orders two; the
// stock says 8 and the console's home shows the order waiting.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { tokenOf } from './members.ts';
import { freshEmail } from './signup.ts';
import { login, navigateTo, PASSWORD } from './support.ts';

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
      languages: ['it'],
      shopType: 'A',
      bookingType: 'N',
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

/** A customer the admin adds at the counter, who accepted the privacy. */
async function customerOf(request: APIRequestContext, activityId: number, admin: string) {
  const email = freshEmail('carla');
  const added = await request.post('/api/users', {
    headers: auth(await tokenOf(request, admin)),
    data: { activityId, username: email, name: 'Carla', surname: 'Conti', password: PASSWORD },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const privacy = await request.post('/api/userprivacies', {
    headers: auth(await tokenOf(request, email)),
    data: {
      activityId,
      informativaPrivacy: true,
      informativaPointB: false,
      informativaPointC: false,
    },
  });
  expect(privacy.ok()).toBe(true);
  return email;
}

test('Gelateria Nuvola is set up from screens alone and takes its first order', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Gelateria Nuvola ${suffix}`;
  const { activityId, email } = await onboard(request, name, `gelateria-nuvola-${suffix}`);

  // The admin's first sign-in: the privacy, then the console with every step to do.
  await login(page, email);
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/console$/);

  // The shop switched on: its set-up screens join the drawer.
  await navigateTo(page, 'Attività e aspetto');
  await page.getByRole('switch', { name: 'Shop' }).check();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(snackbar(page, 'Impostazioni salvate')).toBeVisible();

  // A store, where customers pick their orders up.
  await navigateTo(page, 'Negozi e orari');
  await page.getByRole('button', { name: 'Aggiungi negozio' }).click();
  const store = page.getByRole('dialog', { name: 'Nuovo negozio' });
  await store.getByRole('textbox', { name: /^Nome del negozio/ }).fill('Nuvola Centro');
  await store.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Zamboni 7');
  await store.getByRole('textbox', { name: /^Città/ }).fill('Bologna');
  await store.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Nuvola Centro aggiunto')).toBeVisible();

  // Pick-up in the store, paid there.
  await navigateTo(page, 'Consegne e pagamenti');
  await page.getByRole('switch', { name: /Ritiro in negozio/ }).check();
  await page.getByRole('switch', { name: /In negozio/ }).check();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(snackbar(page, 'Consegne e pagamenti salvati')).toBeVisible();

  // The catalogue: a category and an ice cream, 10 pieces.
  await navigateTo(page, 'Catalogo');
  await page.getByRole('button', { name: 'Aggiungi categoria' }).click();
  const category = page.getByRole('dialog', { name: 'Nuova categoria' });
  await category.getByRole('textbox', { name: /^Nome della categoria/ }).fill('Coppe');
  await category.getByRole('button', { name: 'Salva' }).click();
  await expect(snackbar(page, 'Coppe aggiunta in fondo al catalogo')).toBeVisible();
  const coppe = page.getByRole('region', { name: 'Coppe' });
  await coppe.getByRole('button', { name: 'Aggiungi un prodotto a Coppe' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuovo prodotto' });
  await editor.getByRole('textbox', { name: /^Nome/ }).fill('Coppa Nuvola');
  await editor.getByRole('textbox', { name: /^Prezzo\b(?! scontato)/ }).fill('4,50');
  await editor.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica Coppa Nuvola' });
  const said = edit.getByTestId('catalogue-editor-status');
  await expect(said).toHaveText('Coppa Nuvola aggiunto: ora aggiungi colori e taglie');
  await edit.getByRole('button', { name: 'Un solo colore' }).click();
  await edit.getByRole('button', { name: 'Aggiungi una taglia a Colore unico' }).click();
  const size = page.getByRole('dialog', { name: 'Nuova taglia' });
  await size.getByRole('textbox', { name: /^Taglia/ }).fill('Media');
  await size.getByRole('textbox', { name: /^Pezzi disponibili/ }).fill('10');
  await size.getByRole('button', { name: 'Salva' }).click();
  await expect(said).toHaveText('Taglia Media aggiunta');
  await edit.getByRole('button', { name: 'Chiudi' }).first().click();

  // A customer orders two, picked up and paid in the store.
  const customer = await (await browser.newContext({ baseURL })).newPage();
  await login(customer, await customerOf(request, activityId, email));
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await customer.goto('/shop/shops');
  const card = customer.getByTestId('shop-item').filter({ hasText: 'Coppa Nuvola' });
  await expect(card).toContainText('4,50 €');
  await card.click();
  await customer.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await customer.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(
    customer.getByRole('banner').getByRole('link', { name: 'Carrello, 2 articoli' }),
  ).toBeVisible();
  await customer.goto('/shop/cart');
  await customer.getByRole('radio', { name: /^Ritiro in negozio/ }).check();
  await customer.getByRole('radio', { name: /^In negozio/ }).check();
  await customer.getByRole('button', { name: "Invia l'ordine" }).click();
  await expect(snackbar(customer, 'Ordine inviato correttamente')).toBeVisible();
  await customer.getByRole('link', { name: 'I miei ordini' }).click();
  await expect(customer.getByTestId('my-order').first()).toContainText('9,00 €');
  await customer.context().close();

  // The admin sees the stock taken and the order waiting on the console's home.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Coppe' }).getByTestId('catalogue-item'),
  ).toContainText('8 pezzi disponibili');
  await navigateTo(page, 'Riepilogo');
  await expect(page.getByText('1 ordine da evadere')).toBeVisible();
});
