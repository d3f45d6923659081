// Issue 9, coupons, packs and scratch-and-win in Chromium against the demo data (a fresh
// database each run): scratching the demo customer's unscratched card at Salone Aurora with the
// pointer reveals the server's result, a win of 3,00 €, and the card's balance goes up by it;
// a coupon is deleted; the packs show their uses left; a scratch card is deleted from the top
// bar, back to the list in the language chosen. No other test scratches or deletes these.
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, pickLanguage } from './support.ts';

/** "1.234,50 €" as cents. */
const cents = (price: string) => Number(price.replace(/[^\d,]/g, '').replace(',', ''));

/** The balance as the card shows it, once it is there. */
async function balanceOf(page: Page) {
  const balance = page.getByTestId('card-balance');
  await expect(balance).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  return cents(await balance.innerText());
}

/**
 * Rubs the surface with the mouse: the button pressed inside its rounded corners, rows from side
 * to side across it, the button released.
 */
async function rub(page: Page, surface: Locator) {
  const box = await surface.boundingBox();
  if (!box) throw new Error('the scratch surface has no box');
  const inset = 28;
  const rows = 6;
  const [left, right] = [box.x + inset, box.x + box.width - inset];
  await page.mouse.move(left, box.y + inset);
  await page.mouse.down();
  for (let r = 0; r < rows; r++) {
    const y = box.y + inset + ((box.height - 2 * inset) * r) / (rows - 1);
    const [from, to] = r % 2 === 0 ? [left, right] : [right, left];
    await page.mouse.move(from, y, { steps: 4 });
    await page.mouse.move(to, y, { steps: 16 });
  }
  await page.mouse.up();
}

test('scratching the card with the pointer reveals the win, and the balance goes up by it', async ({
  page,
}) => {
  // Cliente's first activity is Salone Aurora, whose unscratched card wins 3,00 €.
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  const before = await balanceOf(page);

  await navigateTo(page, 'Gratta e vinci');
  await expect(page.getByRole('heading', { level: 1, name: 'Gratta e vinci' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Le tue carte gratta e vinci' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link', { name: /Non vincente$/ })).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Vincente: 3,00 €$/ })).toHaveCount(1);

  // The card as the server sends it before the scratch: no result in it.
  const detail = page.waitForResponse(
    (r) => /\/api\/app\/scratch-and-win-customers\/\d+(\?|$)/.test(r.url()) && r.ok(),
  );
  await list.getByRole('link', { name: /Da grattare$/ }).click();
  expect((await (await detail).json()).data).toMatchObject({ scratched: false, result: null });
  await expect(page).toHaveURL(/\/instantWin\/scratchAndWins\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gratta e vinci d’inverno' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('');

  const scratched = page.waitForResponse(
    (r) => r.url().includes('/api/scratch-and-win-customers/scratched/') && r.ok(),
  );
  await rub(page, page.getByTestId('scratch-canvas'));
  expect((await (await scratched).json()).data.result).toEqual({
    won: true,
    amount: 3,
    points: 0,
  });
  await expect(page.getByRole('status')).toContainText('Hai vinto 3,00 €!');
  await expect(page.getByText('Il premio è stato aggiunto alla tua carta.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scopri il risultato' })).toHaveCount(0);

  // The card shows the balance with the prize.
  await page.getByRole('link', { name: 'Vai alla carta' }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect.poll(() => balanceOf(page)).toBe(before + 300);

  // Scratched once: the card shows its result, with nothing left to scratch.
  await page.goBack();
  await expect(page.getByRole('status')).toContainText('Hai vinto 3,00 €!');
  await expect(page.getByTestId('scratch-canvas')).toHaveCount(0);
});

test('a coupon is deleted after a confirmation; each shows its state, code and barcode', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Coupon');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon' })).toBeVisible();
  const coupons = page.getByTestId('coupon');
  await expect(coupons).toHaveCount(3);

  const valid = page
    .getByRole('region', { name: 'Da usare' })
    .getByRole('article', { name: 'Piega in omaggio' });
  await expect(page.getByText(/Tabella/)).toHaveCount(0);
  await expect(valid.getByTestId('coupon-validity')).toHaveText(
    /^Valido fino al \d{2}-\d{2}-\d{4}$/,
  );
  const code = (await valid.getByTestId('offer-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^\d{12}$/);
  const barcode = valid.getByRole('img', { name: `Codice a barre ${code}` });
  await expect(barcode.locator('svg rect').first()).toBeAttached();

  const expired = page
    .getByRole('region', { name: 'Scaduti e usati' })
    .getByRole('article', { name: 'Sconto estate' });
  await expect(expired.getByTestId('coupon-validity')).toHaveText(/^Scaduto il \d{2}-\d{2}-\d{4}$/);
  await expect(expired.getByRole('img')).toHaveCount(0);

  await valid.getByRole('button', { name: 'Elimina il coupon Piega in omaggio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elimina coupon' });
  await expect(dialog).toContainText('Vuoi davvero eliminare il coupon «Piega in omaggio»?');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Coupon eliminato')).toBeVisible();
  await expect(coupons).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Piega in omaggio' })).toHaveCount(0);

  // Gone on the server too.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Sconto estate' })).toBeVisible();
  await expect(coupons).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Piega in omaggio' })).toHaveCount(0);
});

test('the packs show their uses left, validity, code and barcode', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Pacchetti');
  await expect(page.getByRole('heading', { level: 1, name: 'Pacchetti' })).toBeVisible();
  const pack = page.getByRole('article', { name: '10 pieghe' });
  await expect(pack.getByTestId('pack-uses-left')).toHaveText('7 di 10');
  await expect(pack.getByRole('progressbar', { name: 'Utilizzi rimasti' })).toHaveAttribute(
    'aria-valuetext',
    '7 di 10',
  );
  await expect(pack.getByText('Valido', { exact: true })).toBeVisible();
  const code = (await pack.getByTestId('offer-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^\d{12}$/);
  await expect(
    pack
      .getByRole('img', { name: `Codice a barre ${code}` })
      .locator('svg rect')
      .first(),
  ).toBeAttached();
});

test('a scratch card is deleted from the top bar, back to the list in the language chosen', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await pickLanguage(page, 'es');
  await expect(page).toHaveURL(/\/es$/);
  await navigateTo(page, 'Rasca y gana', 'Abrir el menú', 'Navegación');
  const list = page.getByRole('list', { name: 'Tus rasca y gana' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await list.getByRole('link', { name: /Sin premio$/ }).click();
  await expect(page).toHaveURL(/\/es\/instantWin\/scratchAndWins\/\d+$/);
  await expect(page.getByRole('status')).toContainText('No has ganado');

  await page.getByRole('banner').getByRole('button', { name: 'Eliminar el rasca y gana' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar el rasca y gana' });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/es\/instantWin\/scratchAndWins$/);
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /Sin premio$/ })).toHaveCount(0);
});
