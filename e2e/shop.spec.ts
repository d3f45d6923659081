// Issue 17, the shop on a 390 x 844 phone, axe on every state: a new customer of Salone Aurora
// picks a colour and a size, adds to the cart and sees the cart button's count, and changes the
// quantity in the cart; another checks out by courier with part of the card credit through the
// simulated card payment, finds the order paid in I miei ordini and re-orders it; another
// abandons a card payment, finds her choices kept, removes a line and puts it back, and archives
// the cancelled order, then finds it among the archived ones (issue 22); a customer of Trattoria
// Da Rita orders a dish to take away at a pick-up time; Aurora's counter
// staff mark a store order paid and ready on the orders board, and the customer sees the
// notification and gets the e-mail. Each test makes its own customer; the items bought are of
// unlimited stock, so no test sells out what another needs.
import { expectAccessible } from './axe.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, subjectOf, waitForMail } from './mailbox.ts';
import { auroraCustomer, ritaCustomer } from './members.ts';
import { login } from './support.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Sized {
  itemId: number;
  sizeId: number;
}

/** An item's size of a colour, as the catalogue answers it. */
async function sizeOf(
  request: APIRequestContext,
  token: string,
  activityId: number,
  pick: { category: string; item: string; colour: string | null; size: string | null },
): Promise<Sized> {
  const read = async <T>(path: string) => {
    const res = await request.get(path, { headers: auth(token) });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const categories = await read<{ id: number; name: string }[]>(
    `/api/app/activities/${activityId}/categories`,
  );
  const category = categories.find((c) => c.name === pick.category);
  const items = await read<{ id: number; name: string; itemColorId: number }[]>(
    `/api/app/items/itemsbycategory/${category?.id}`,
  );
  const item = items.find((i) => i.name === pick.item);
  const view = await read<{
    itemColors: { name: string | null; itemColorSizes: { id: number; size: string | null }[] }[];
  }>(`/api/app/itemcolors/${item?.itemColorId}`);
  const size = view.itemColors
    .find((c) => c.name === pick.colour)
    ?.itemColorSizes.find((s) => s.size === pick.size);
  expect(size).toBeDefined();
  return { itemId: item?.id as number, sizeId: size?.id as number };
}

/** Adds to the cart through the API, as the item page's button sends it. */
async function addToCart(
  request: APIRequestContext,
  token: string,
  activityId: number,
  sized: Sized,
  quantity: number,
) {
  const res = await request.post('/api/itemcarts', {
    headers: auth(token),
    data: { activityId, itemId: sized.itemId, itemColorSizeId: sized.sizeId, quantity },
  });
  expect(res.ok()).toBe(true);
}

async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/$/);
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Carrello, \d+ articol[oi]$/ });

test('a customer picks a colour and a size, adds to the cart, sees the count, and changes the quantity', async ({
  page,
  request,
}) => {
  const customer = await auroraCustomer(request, 'Noemi', 'Ricci');
  await signIn(page, customer.email);
  // An empty cart: no cart button.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);

  await page.goto('/shop/shops');
  await expect(page.getByRole('tab', { name: 'Capelli' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Abbigliamento' }).click();
  // The limited sweatshirt is sold out in every size.
  await expect(
    page.getByTestId('shop-item').filter({ hasText: 'Felpa edizione limitata' }),
  ).toContainText('Esaurito');
  await page.getByTestId('shop-item').filter({ hasText: 'Kimono da salone' }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Kimono da salone' }),
  ).toBeVisible();
  // Lilla: XL is sold out and cannot be chosen; M is the last one.
  await page.getByRole('button', { name: 'Lilla', exact: true }).click();
  const sizes = page.getByRole('group', { name: 'Taglia' });
  await expect(sizes.getByRole('button', { name: 'XL, esaurita' })).toBeDisabled();
  await expect(sizes.getByRole('button', { name: /^M/ })).toContainText('ultimo 1');

  await page.goBack();
  await page.getByTestId('shop-item').filter({ hasText: 'T-shirt Aurora' }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'T-shirt Aurora' }),
  ).toBeVisible();
  // Colour and size are asked before anything is added.
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Scegli un colore' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Scegli una taglia' })).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Viola', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Viola', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(snackbar(page, 'Prodotto aggiornato al carrello')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, 1 articolo');

  // Two more of the same size, and on to the cart.
  await page.getByRole('button', { name: 'Aumenta la quantità' }).click();
  await expect(page.getByRole('status', { name: 'Quantità', exact: true })).toHaveText('2');
  await page.getByRole('button', { name: 'Aggiungi e vai al carrello' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('T-shirt Aurora');
  await expect(line).toContainText('Colore: Viola · Taglia: M');
  const count = line.getByRole('status', { name: 'Quantità di T-shirt Aurora' });
  await expect(count).toHaveText('3');
  // 19,90 € each (the discount price).
  await expect(line).toContainText('Totale: 59,70 €');

  await line.getByRole('button', { name: 'Diminuisci la quantità di T-shirt Aurora' }).click();
  await expect(count).toHaveText('2');
  await expect(line).toContainText('Totale: 39,80 €');
  await line.getByRole('button', { name: 'Aumenta la quantità di T-shirt Aurora' }).click();
  await expect(count).toHaveText('3');
  await line.getByRole('button', { name: 'Diminuisci la quantità di T-shirt Aurora' }).click();
  await expect(count).toHaveText('2');

  // The cart button counts the items (the sum of the quantities) on the other screens.
  await page.goto('/shop/shops');
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, 2 articoli');
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
});

test('a courier order with part of the card credit is paid through the simulated card payment, then found in my orders and re-ordered', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await auroraCustomer(request, 'Rebecca', 'Guidi');
  const tshirt = await sizeOf(request, customer.token, customer.activityId, {
    category: 'Abbigliamento',
    item: 'T-shirt Aurora',
    colour: 'Viola',
    size: 'M',
  });
  await addToCart(request, customer.token, customer.activityId, tshirt, 2);
  const card = async () => {
    const res = await request.get(`/api/activities/${customer.activityId}/usercardsimple`, {
      headers: auth(customer.token),
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { balance: number; pointBalance: number } }).data;
  };
  // Salone Aurora's welcome: 2,00 € and 20 points.
  expect(await card()).toEqual({ balance: 2, pointBalance: 20 });

  await signIn(page, customer.email);
  await page.goto('/shop/cart');
  await expect(page.getByTestId('cart-line')).toContainText('Totale: 39,80 €');

  // By courier: 6,90 € below 50 €; store payment is refused with it, and says why.
  await page.getByRole('radio', { name: /^Corriere/ }).check();
  await expect(page.getByText('Non hai ancora un indirizzo: aggiungine uno.')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi indirizzo' }).click();
  // What a courier needs (issue 22): recipient, phone, the town typed and picked among the
  // suggestions (one of Italy's 7,896 comuni), its province and CAP filled from it.
  const dialog = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
  await dialog.getByLabel(/^Destinatario/).fill('Rebecca Guidi');
  await dialog.getByLabel(/^Telefono per il corriere/).fill('333 765 4321');
  await dialog.getByLabel(/^Indirizzo/).fill('Via dell’Indipendenza');
  await dialog.getByLabel(/^Numero civico/).fill('8');
  await dialog.getByLabel(/^CAP/).fill('4002');
  await dialog.getByRole('combobox', { name: /^Comune/ }).pressSequentially('Imol');
  await page.getByRole('option', { name: 'Imola (BO)' }).click();
  await expect(dialog.getByLabel(/^Provincia/)).toHaveValue('BO');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  // Four digits: said under the CAP, nothing sent.
  await expect(dialog.getByText('Il CAP ha 5 cifre')).toBeVisible();
  await expectAccessible(page, 'the new address dialog with a wrong CAP');
  await dialog.getByLabel(/^CAP/).fill('40026');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(snackbar(page, 'Indirizzo aggiunto correttamente')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Via dell’Indipendenza, 8/ })).toBeChecked();
  const store = page.getByRole('radio', { name: /^In negozio/ });
  await expect(store).toBeDisabled();
  await expect(store).toHaveAccessibleDescription(
    'Il pagamento in negozio non è disponibile con la spedizione tramite corriere.',
  );
  await page.getByRole('radio', { name: /^Carta/ }).check();

  // 1,00 € of the 2,00 € on the card.
  await page.getByRole('switch', { name: 'Usa la mia carta' }).check();
  const credit = page.getByLabel('Credito da usare (€)');
  await expect(credit).toHaveValue('2,00');
  await credit.fill('1,00');
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary).toContainText('39,80 €');
  await expect(summary).toContainText('6,90 €');
  // 39,80 − 1,00 + 6,90; 5 % of what is paid of the subtotal (38,80 €), and a point per 0,10 €.
  await expect(summary).toContainText('45,70 €');
  await expect(summary).toContainText('Con questo ordine guadagni 1,94 € e 19 punti');
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  // The simulated provider's page, clearly a test.
  await expect(page).toHaveURL(/\/shop\/pay\/simulated\/[^/]+$/);
  await expect(page.getByText('Pagamento di prova — nessun addebito reale')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('45,70 €');
  await page.getByRole('button', { name: 'Paga', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/pay\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ordine inviato' })).toBeVisible();
  const number = (await page.getByText(/^Ordine n\. \d+$/).innerText()).trim();
  const id = number.slice('Ordine '.length);
  await expect(page.getByRole('main')).toContainText('45,70 €');
  // Paid at the test checkout: the credit used is gone, and a test payment earns no cashback.
  await expect.poll(card).toEqual({ balance: 1, pointBalance: 20 });

  await page.getByRole('link', { name: 'I miei ordini' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/orders$/);
  const order = page.getByTestId('my-order').filter({ hasText: number });
  await expect(order).toContainText('Pagato');
  await expect(order).toContainText('2 articoli · 45,70 €');
  await expect(order).toContainText('Corriere · Carta');
  await expect(order).toContainText(
    'Consegna a: Rebecca Guidi, Via dell’Indipendenza 8, 40026 Imola (BO), +39 333 765 4321',
  );
  await order.getByRole('button', { name: `Dettagli dell'ordine ${id}` }).click();
  const details = page.getByRole('dialog', { name: `Dettagli dell'ordine ${id}` });
  await expect(details.getByTestId('cart-line')).toContainText('T-shirt Aurora');
  await expect(details).toContainText('−1,00 €');
  await details.getByRole('button', { name: 'Chiudi' }).click();
  await expect(details).toBeHidden();

  // Re-order: the lines are back in the (now empty) cart.
  await order.getByRole('button', { name: `Riordina · ${number}` }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(snackbar(page, 'Prodotti rimessi nel carrello')).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('status', { name: 'Quantità di T-shirt Aurora' })).toHaveText('2');
  // A paid order is still on its way: only a collected or cancelled one is archived (below).
});

test('an abandoned card payment keeps the choices made; a line removed comes back with Annulla; the cancelled order is archived and found among the archived', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await auroraCustomer(request, 'Ilaria', 'Conti');
  const tshirt = await sizeOf(request, customer.token, customer.activityId, {
    category: 'Abbigliamento',
    item: 'T-shirt Aurora',
    colour: 'Viola',
    size: 'M',
  });
  await addToCart(request, customer.token, customer.activityId, tshirt, 1);
  await signIn(page, customer.email);
  await page.goto('/shop/cart');
  await page.getByRole('radio', { name: /^Ritiro in negozio/ }).check();
  await page.getByRole('radio', { name: /^Carta/ }).check();
  await page.getByRole('switch', { name: 'Usa la mia carta' }).check();
  const credit = page.getByLabel('Credito da usare (€)');
  await credit.fill('1,50');
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  // Given up on the provider's page: back in the cart, the same choices.
  await expect(page).toHaveURL(/\/shop\/pay\/simulated\/[^/]+$/);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText('Pagamento annullato')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Ritiro in negozio/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Carta/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Usa la mia carta' })).toBeChecked();
  await expect(credit).toHaveValue('1,50');

  // One remove button; the line goes at once and Annulla puts it back.
  const line = page.getByTestId('cart-line');
  await line.getByRole('button', { name: 'Rimuovi T-shirt Aurora dal carrello' }).click();
  await expect(page.getByText('Il carrello è vuoto.')).toBeVisible();
  await snackbar(page, 'T-shirt Aurora tolto dal carrello')
    .getByRole('button', { name: 'Annulla' })
    .click();
  await expect(line.getByRole('status', { name: 'Quantità di T-shirt Aurora' })).toHaveText('1');

  // The abandoned order is cancelled, so finished: archived after the question, it leaves the
  // list and is found among the archived ones.
  await page.goto('/shop/order/orders');
  const order = page.getByTestId('my-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Annullato');
  const number = (await order.getByRole('heading').innerText()).trim();
  await order.getByRole('button', { name: `Archivia · ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: "Archiviare l'ordine?" });
  await confirm.getByRole('button', { name: 'Archivia' }).click();
  await expect(snackbar(page, 'Ordine archiviato')).toBeVisible();
  await expect(page.getByText('Non hai ancora ordini.')).toBeVisible();
  // The switch follows the address, which the router changes in a transition: click, then
  // wait for the address and the switch (check() would read the state at once).
  const showArchived = page.getByRole('switch', { name: 'Mostra gli ordini archiviati' });
  await showArchived.click();
  await expect(page).toHaveURL(/\/shop\/order\/orders\?archived=1$/);
  await expect(showArchived).toBeChecked();
  await expect(page.getByTestId('my-order').filter({ hasText: number })).toContainText('Annullato');
});

test('a customer of Da Rita orders a dish to take away at a pick-up time', async ({
  page,
  request,
}) => {
  const email = await ritaCustomer(request, 'Livia');
  await signIn(page, email);
  await page.goto('/shop/shops');
  await expect(page.getByRole('tab', { name: 'Primi da asporto' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Allergeni di Tagliatelle al ragù' })).toContainText(
    'Glutine',
  );
  await page.getByRole('button', { name: 'Aggiungi Tagliatelle al ragù al carrello' }).click();
  await expect(snackbar(page, 'Prodotto aggiornato al carrello')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, 1 articolo');
  await cartButton(page).click();
  await expect(page.getByTestId('cart-line')).toContainText('Tagliatelle al ragù');

  // Pick-up times are today's, from 12:00 to 22:00 every day but Monday (the demo's setting),
  // each 20 minutes of preparation from now on: on a Monday or late at night there is none,
  // and the order cannot be sent.
  const select = page.getByRole('combobox', { name: 'Ritiro alle' });
  const none = page.getByText('Oggi non ci sono più orari di ritiro disponibili.');
  await expect(select.or(none)).toBeVisible();
  if (await none.isVisible()) {
    await expect(page.getByRole('button', { name: "Invia l'ordine" })).toBeDisabled();
    await expect(page.getByText("Scegli l'orario di ritiro.")).toBeVisible();
    return;
  }
  await expect(page.getByRole('button', { name: "Invia l'ordine" })).toBeDisabled();
  await select.click();
  const first = page.getByRole('option').first();
  const time = (await first.innerText()).trim();
  expect(time).toMatch(/^(1[2-9]|2[0-2]):[0-5][05]$/);
  await first.click();
  await page.getByRole('radio', { name: /^In negozio/ }).check();
  await page.getByRole('button', { name: "Invia l'ordine" }).click();
  await expect(snackbar(page, 'Ordine inviato correttamente')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/pay\/success$/);
  const number = (await page.getByText(/^Ordine n\. \d+$/).innerText()).trim();

  await page.getByRole('link', { name: 'I miei ordini' }).click();
  const order = page.getByTestId('my-order').filter({ hasText: number });
  await expect(order).toContainText('Da pagare al ritiro');
  await expect(order).toContainText(`Ritiro alle ${time}`);
  await expect(order).toContainText('Ritiro in negozio · In negozio');
});

test("Aurora's counter staff mark a store order paid and ready on the orders board; the customer sees the notification and gets the e-mail", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await auroraCustomer(request, 'Sveva', 'Lodi');
  const scrunchies = await sizeOf(request, customer.token, customer.activityId, {
    category: 'Accessori',
    item: 'Elastici in seta',
    colour: 'Champagne',
    size: null,
  });
  await addToCart(request, customer.token, customer.activityId, scrunchies, 2);
  const read = async <T>(path: string) => {
    const res = await request.get(path, { headers: auth(customer.token) });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const shipping = (
    await read<{ id: number; type: string }[]>(
      `/api/activities/${customer.activityId}/shippings/active`,
    )
  ).find((s) => s.type === 'S');
  const payment = (
    await read<{ id: number; type: string }[]>(
      `/api/activities/${customer.activityId}/payments/active`,
    )
  ).find((p) => p.type === 'ST');
  const placed = await request.post('/api/itemorders', {
    headers: { ...auth(customer.token), 'idempotency-key': crypto.randomUUID() },
    data: {
      activityId: customer.activityId,
      shippingId: shipping?.id,
      paymentId: payment?.id,
    },
  });
  expect(placed.ok()).toBe(true);
  const { id } = ((await placed.json()) as { data: { id: number } }).data;

  // Carla at the counter, on a phone of her own.
  const staff = await browser.newContext({ viewport: PHONE });
  const desk = await staff.newPage();
  await login(desk, 'cassa@tessera.demo');
  await expect(desk).toHaveURL(/\/counter$/);
  await desk.goto('/shop/board');
  const card = desk.getByTestId('board-order').filter({ hasText: `n. ${id}` });
  await expect(card).toContainText('Sveva Lodi');
  // A phone's compact row (issue 22): the lines behind Details.
  await card.getByRole('button', { name: 'Dettagli' }).click();
  await expect(card).toContainText('Elastici in seta');
  await expect(card).toContainText('19,80 €');
  // Paid in store, after the question (which says what the card earns); then ready.
  await card.getByRole('button', { name: /^Segna pagato/ }).click();
  const question = desk.getByRole('dialog', { name: `Segnare pagato l'ordine n. ${id}?` });
  await expect(question).toContainText('Sveva Lodi ha pagato 19,80 €.');
  const beforePaid = Date.now();
  await question.getByRole('button', { name: 'Segna pagato' }).click();
  await expect(snackbar(desk, `Ordine n. ${id} segnato come pagato`)).toBeVisible();
  await expect(card).toContainText('Pagato');
  // Paid is told too (issue 22); the ready e-mail is the one after it.
  const paid = parseMail(await waitForMail(customer.email, beforePaid));
  expect(subjectOf(paid.headers)).toBe(`Salone Aurora: pagamento ricevuto per l'ordine n. ${id}`);
  const since = Date.now();
  await card.getByRole('button', { name: /^Segna pronto/ }).click();
  await expect(snackbar(desk, `Ordine n. ${id} pronto: il cliente è avvisato`)).toBeVisible();
  await expect(card).toContainText('Pronto');
  await staff.close();

  // The customer: the notification in the bell's dropdown, the order ready in the list.
  await signIn(page, customer.email);
  // Received, paid and ready: each told (issue 22).
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifiche, 3 non lett/ });
  await bell.click();
  await expect(page.getByRole('menu', { name: 'Ultime notifiche' })).toContainText('Ordine pronto');
  await page.keyboard.press('Escape');
  await page.goto('/shop/order/orders');
  await expect(page.getByTestId('my-order').filter({ hasText: `n. ${id}` })).toContainText(
    'Pronto',
  );

  // In Italian, to the customer.
  const mail = parseMail(await waitForMail(customer.email, since));
  expect(subjectOf(mail.headers)).toBe(
    `Salone Aurora: il tuo ordine n. ${id} è pronto da ritirare`,
  );
  expect(mail.body).toContain(`il tuo ordine n. ${id} è pronto da ritirare`);
});

test('a bank-transfer order shows the payee, the IBAN and the reference on the success page, in my orders and in the e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await auroraCustomer(request, 'Bianca', 'Fabbri');
  const tshirt = await sizeOf(request, customer.token, customer.activityId, {
    category: 'Abbigliamento',
    item: 'T-shirt Aurora',
    colour: 'Viola',
    size: 'M',
  });
  await addToCart(request, customer.token, customer.activityId, tshirt, 1);
  await signIn(page, customer.email);
  await page.goto('/shop/cart');
  await page.getByRole('radio', { name: /^Ritiro in negozio/ }).check();
  await page.getByRole('radio', { name: /^Bonifico bancario/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: "Invia l'ordine" }).click();

  await expect(page).toHaveURL(/\/shop\/pay\/success$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ordine inviato correttamente' }),
  ).toBeVisible();
  const number = (await page.getByText(/^Ordine n\. \d+$/).innerText()).trim();
  const id = number.slice('Ordine n. '.length);
  await expect(page.getByRole('main')).toContainText('In attesa del bonifico');
  await expect(page.getByRole('main')).toContainText('T-shirt Aurora');
  await expect(page.getByRole('main')).toContainText('Ritiro presso: Salone Aurora');
  const bank = page.getByRole('region', { name: 'Paga con bonifico bancario' });
  await expect(bank).toContainText('Fai un bonifico di 19,90 €');
  await expect(bank).toContainText('Salone Aurora di Aurora Conti');
  await expect(bank).toContainText('IT60 X054 2811 1010 0000 0123 456');
  await expect(bank).toContainText(`ORD-${id}`);

  // The same in my orders, where the status says the transfer is awaited.
  await page.getByRole('link', { name: 'I miei ordini' }).click();
  const order = page.getByTestId('my-order').filter({ hasText: number });
  await expect(order).toContainText('In attesa del bonifico');
  await expect(order.getByRole('region', { name: 'Paga con bonifico bancario' })).toContainText(
    `ORD-${id}`,
  );

  // The e-mail says it all too, in Italian.
  const mail = parseMail(await waitForMail(customer.email, since));
  expect(subjectOf(mail.headers)).toBe(`Salone Aurora: abbiamo ricevuto il tuo ordine n. ${id}`);
  expect(mail.body).toContain('Per pagare fai un bonifico di 19,90 € a:');
  expect(mail.body).toContain('Intestatario: Salone Aurora di Aurora Conti');
  expect(mail.body).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
  expect(mail.body).toContain(`Causale: ORD-${id}`);
  expect(mail.body).toContain('T-shirt Aurora (Viola, M)');
});
