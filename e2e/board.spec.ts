// Issue 22 §5, a board that rings, in Chromium with axe on every state: Salone Aurora's counter
// clerk has the orders board open on a desk's screen; a new customer, in a browser of her own,
// sends an order picked up and paid in store; without a reload the board shows the new card and
// counts it in the tab title and in the drawer's entry, until the clerk taps the screen. A move
// then waits under its undo, and undone it changes nothing. One of the order's two lines is then
// removed, asked first with the item named; the last line cannot go.
import { expect, type Page, test } from './fixtures.ts';
import { activityIdOf, tokenOf } from './members.ts';
import { freshEmail } from './signup.ts';
import { login, PASSWORD } from './support.ts';

const DESK = { width: 1280, height: 800 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test("a clerk's open board rings for a customer's new order, without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // The clerk at the desk, the board open and live.
  const staff = await browser.newContext({ viewport: DESK });
  const desk = await staff.newPage();
  await login(desk, 'cassa@tessera.demo');
  await expect(desk).toHaveURL(/\/counter$/);
  await desk.goto('/shop/board');
  await expect(desk.getByTestId('board-live')).toHaveText('In diretta');
  await expect(desk).toHaveTitle(/^Ordini · /);

  // A new customer of Aurora, with two scrunchies in her cart (the shop's minimum is above one).
  const activityId = await activityIdOf(request, 'salone-aurora');
  const email = freshEmail('ginevra');
  const added = await request.post('/api/users', {
    headers: auth(await tokenOf(request, 'admin@tessera.demo')),
    data: { activityId, username: email, name: 'Ginevra', surname: 'Sala', password: PASSWORD },
  });
  expect(added.ok()).toBe(true);
  const token = await tokenOf(request, email);
  const read = async <T>(path: string) => {
    const res = await request.get(path, { headers: auth(token) });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  expect(
    (
      await request.post('/api/userprivacies', {
        headers: auth(token),
        data: {
          activityId,
          informativaPrivacy: true,
          informativaPointB: false,
          informativaPointC: false,
        },
      })
    ).ok(),
  ).toBe(true);
  const category = (
    await read<{ id: number; name: string }[]>(`/api/app/activities/${activityId}/categories`)
  ).find((c) => c.name === 'Accessori');
  const item = (
    await read<{ id: number; name: string; itemColorId: number }[]>(
      `/api/app/items/itemsbycategory/${category?.id}`,
    )
  ).find((i) => i.name === 'Elastici in seta');
  const view = await read<{
    itemColors: { name: string | null; itemColorSizes: { id: number }[] }[];
  }>(`/api/app/itemcolors/${item?.itemColorId}`);
  for (const [colour, quantity] of [
    ['Champagne', 2],
    ['Lilla', 1],
  ] as const) {
    const sizeId = view.itemColors.find((c) => c.name === colour)?.itemColorSizes[0]?.id;
    const cart = await request.post('/api/itemcarts', {
      headers: auth(token),
      data: { activityId, itemId: item?.id, itemColorSizeId: sizeId, quantity },
    });
    expect(cart.ok()).toBe(true);
  }

  // She orders in a browser of her own.
  const customer = await browser.newContext();
  const page = await customer.newPage();
  await login(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shop/cart');
  await page.getByRole('radio', { name: /^Ritiro in negozio/ }).check();
  await page.getByRole('radio', { name: /^In negozio/ }).check();
  await expect(page.getByRole('button', { name: "Invia l'ordine" })).toBeEnabled();
  await page.getByRole('button', { name: "Invia l'ordine" }).click();
  await expect(page).toHaveURL(/\/shop\/pay\/success$/);
  const sent = Date.now();
  const number = (await page.getByText(/^Ordine n\. \d+$/).innerText()).trim();
  await customer.close();

  // The board, never reloaded: the new card, the count in the tab title and the drawer.
  const card = desk.getByTestId('board-order').filter({ hasText: number });
  await expect(card).toContainText('Ginevra Sala');
  await expect(desk).toHaveTitle(/^\(1\) Ordini · /);
  console.log(`board: the new order on the open board ${Date.now() - sent} ms after its page`);
  const entry = desk.getByRole('navigation').getByRole('link', { name: /^Ordini/ });
  await expect(entry).toHaveAccessibleName(/1 nuovo ordine/);
  await expect(entry.getByTestId('nav-new-orders')).toHaveText('1');

  // The clerk taps the screen: seen.
  await desk.getByRole('heading', { name: number }).click();
  await expect(desk).toHaveTitle(/^Ordini · /);
  await expect(desk.getByTestId('nav-new-orders')).toHaveCount(0);

  // Marked paid, then undone within its 5 s: nothing moves.
  await card.getByRole('button', { name: /^Segna pagato/ }).click();
  const question = desk.getByRole('dialog', { name: /^Segnare pagato/ });
  await question.getByRole('button', { name: 'Segna pagato' }).click();
  const pending = snackbar(desk, `${number}: «Segna pagato» tra 5 secondi`);
  await expect(pending).toBeVisible();
  await expect(card).toContainText('In attesa: Segna pagato');
  await pending.getByRole('button', { name: 'Annulla' }).click();
  await expect(card).not.toContainText('In attesa');
  await expect(card.getByRole('button', { name: /^Segna pagato/ })).toBeEnabled();
  await desk.reload();
  const again = desk.getByTestId('board-order').filter({ hasText: number });
  await expect(again).toContainText('Da pagare');

  // The Lilla line removed, asked first; one line left, which cannot go.
  await expect(again.getByTestId('board-line')).toHaveCount(2);
  await again.getByRole('button', { name: /^Togli Elastici in seta · Lilla/ }).click();
  const removal = desk.getByRole('dialog', { name: /^Togliere Elastici in seta · Lilla/ });
  await expect(removal).toContainText('torna disponibile');
  await removal.getByRole('button', { name: 'Togli il prodotto' }).click();
  await expect(
    snackbar(desk, `tolto dall'ordine n. ${number.replace(/^Ordine n\. /, '')}`),
  ).toBeVisible();
  await expect(again.getByTestId('board-line')).toHaveCount(1);
  await expect(again.getByRole('button', { name: /^Togli / })).toHaveCount(0);
  await staff.close();
});
