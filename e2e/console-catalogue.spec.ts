// Issue 25 item 4, on a 390 x 844 phone with axe on every state: Salone Aurora's admin opens the
// catalogue from the console home's step, adds a category and an item with a picture uploaded
// from the test, sells it in one colour in two sizes (3 pieces of S, M unlimited), and a new
// customer finds it in the shop and adds it to the cart. Names are unique to the run; the item
// and its category are deleted at the end, so the demo's other walks see Aurora's shop as seeded.
import { PNG } from 'pngjs';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { activityIdOf, tokenOf } from './members.ts';
import { freshEmail } from './signup.ts';
import { login, loginAndWaitHome, PASSWORD } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small picture of the test's own making: a 96 x 96 PNG, a warm gradient. */
function picture(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let y = 0; y < 96; y++) {
    for (let x = 0; x < 96; x++) {
      const i = (y * 96 + x) * 4;
      png.data[i] = 200 + Math.round((x / 95) * 55);
      png.data[i + 1] = 120 + Math.round((y / 95) * 80);
      png.data[i + 2] = 90;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A new customer of Salone Aurora, added by its admin, who accepted its privacy. */
async function auroraCustomer(request: APIRequestContext) {
  const activityId = await activityIdOf(request, 'salone-aurora');
  const email = freshEmail('bianca');
  const added = await request.post('/api/users', {
    headers: auth(await tokenOf(request, 'admin@tessera.demo')),
    data: { activityId, username: email, name: 'Bianca', surname: 'Serra', password: PASSWORD },
  });
  expect(added.ok()).toBe(true);
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

/** Deletes the test's category and its items through the API (an item in a cart goes from it). */
async function removeCategory(request: APIRequestContext, name: string) {
  const activityId = await activityIdOf(request, 'salone-aurora');
  const headers = auth(await tokenOf(request, 'admin@tessera.demo'));
  const base = `/api/activities/${activityId}/catalogue`;
  const categories = await request.get(`${base}/categories`, { headers });
  const category = (
    (await categories.json()) as { data: { id: number; name: string }[] }
  ).data.find((c) => c.name === name);
  if (!category) return;
  const items = await request.get(`${base}/items?filters[categoryId]=${category.id}`, { headers });
  for (const item of ((await items.json()) as { data: { id: number }[] }).data) {
    expect((await request.delete(`${base}/items/${item.id}`, { headers })).ok()).toBe(true);
  }
  expect((await request.delete(`${base}/categories/${category.id}`, { headers })).ok()).toBe(true);
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test("Aurora's admin adds a category and an item with two sizes and a picture; a customer finds it and adds it to the cart", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people, a dozen screen states each checked by axe.
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const categoryName = `Novità ${suffix}`;
  const itemName = `Balsamo ${suffix}`;
  try {
    await loginAndWaitHome(page, 'admin@tessera.demo');
    // The console home's catalogue step leads to the screen.
    await page
      .getByRole('region', { name: 'Configurazione' })
      .getByRole('link', { name: /Catalogo/ })
      .click();
    await expect(page).toHaveURL(/\/console\/catalogue$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo' })).toBeVisible();

    await page.getByRole('button', { name: 'Aggiungi categoria' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nuova categoria' });
    await categoryDialog.getByRole('textbox', { name: /^Nome della categoria/ }).fill(categoryName);
    await categoryDialog.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, `${categoryName} aggiunta in fondo al catalogo`)).toBeVisible();

    const section = page.getByRole('region', { name: categoryName });
    await section.getByRole('button', { name: `Aggiungi un prodotto a ${categoryName}` }).click();
    const editor = page.getByRole('dialog', { name: 'Nuovo prodotto' });
    await editor.getByRole('textbox', { name: /^Nome/ }).fill(itemName);
    await editor.getByRole('textbox', { name: /^Prezzo\b(?! scontato)/ }).fill('14,90');
    await editor.getByRole('textbox', { name: /^Descrizione/ }).fill('Per capelli lunghi, 200 ml.');
    await editor.getByTestId('catalogue-gallery-file').setInputFiles({
      name: 'balsamo.png',
      mimeType: 'image/png',
      buffer: picture(),
    });
    await expect(editor.getByRole('img', { name: `Foto 1 di ${itemName}` })).toBeVisible();
    await editor.getByRole('button', { name: 'Aggiungi', exact: true }).click();

    const edit = page.getByRole('dialog', { name: `Modifica ${itemName}` });
    // The editor stays open (a modal: what it says is heard from its own status region).
    const said = edit.getByTestId('catalogue-editor-status');
    await expect(said).toHaveText(`${itemName} aggiunto: ora aggiungi colori e taglie`);
    await edit.getByRole('button', { name: 'Un solo colore' }).click();
    for (const [size, stock] of [
      ['S', '3'],
      ['M', ''],
    ] as const) {
      await edit.getByRole('button', { name: 'Aggiungi una taglia a Colore unico' }).click();
      const sizeDialog = page.getByRole('dialog', { name: 'Nuova taglia' });
      await sizeDialog.getByRole('textbox', { name: /^Taglia/ }).fill(size);
      await sizeDialog.getByRole('textbox', { name: /^Pezzi disponibili/ }).fill(stock);
      await sizeDialog.getByRole('button', { name: 'Salva' }).click();
      await expect(said).toHaveText(`Taglia ${size} aggiunta`);
    }
    const sizes = edit.getByRole('list', { name: 'Taglie di Colore unico' });
    await expect(sizes.getByRole('listitem')).toHaveCount(2);
    await expect(sizes.getByRole('listitem').first()).toContainText('3 pezzi');
    await expect(sizes.getByRole('listitem').nth(1)).toContainText('illimitata');
    await edit.getByRole('button', { name: 'Chiudi' }).first().click();
    const row = section.getByTestId('catalogue-item').filter({ hasText: itemName });
    await expect(row).toContainText('14,90 €');
    // Its first picture is its thumbnail (decorative: the name is beside it).
    await expect(row.locator('img')).toHaveAttribute('src', /\/images\/item\//);

    // A new customer, on their own phone, finds it in the shop and adds an S to the cart.
    const email = await auroraCustomer(request);
    const customer = await (
      await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    ).newPage();
    await login(customer, email);
    await expect(customer).toHaveURL(/\/$/);
    await customer.goto('/shop/shops');
    await customer.getByRole('tab', { name: categoryName }).click();
    const card = customer.getByTestId('shop-item').filter({ hasText: itemName });
    await expect(card).toContainText('14,90 €');
    await card.click();
    await expect(
      customer.getByRole('main').getByRole('heading', { level: 2, name: itemName }),
    ).toBeVisible();
    await customer
      .getByRole('group', { name: 'Taglia' })
      .getByRole('button', { name: /^S/ })
      .click();
    await customer.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(
      customer.getByRole('banner').getByRole('link', { name: 'Carrello, 1 articolo' }),
    ).toBeVisible();
    await customer.goto('/shop/cart');
    const line = customer.getByTestId('cart-line');
    await expect(line).toContainText(itemName);
    await expect(line).toContainText('Taglia: S');
    await customer.context().close();
  } finally {
    await removeCategory(request, categoryName);
  }
});
