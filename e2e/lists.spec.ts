// Issue 15, the customer's lists on a 390 px phone: coupons, movements and packs seen once open
// offline with their last known data and its time, the offline banner and no red error; a
// list's page is in the address, so Back returns to it; the coupons are compact (three to a
// screen), the usable ones apart; a scratch card's day never wraps. Runs before offers.spec.ts,
// which deletes one of Salone Aurora's coupons.
import { expectAccessible } from './axe.ts';
import { expect, type Page, test } from './fixtures.ts';
import { withProfile, workerActive } from './profile.ts';
import { loginAndWaitHome, navigateTo } from './support.ts';

const PHONE = { width: 390, height: 844 };
const FETCHED_AT = /^Ultimo aggiornamento il \d{2}-\d{2}-\d{4} alle \d{2}:\d{2}$/;

/** Neither a red snackbar nor its words: offline, the banner says it. */
async function noErrorSnackbar(page: Page) {
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
  await expect(page.getByText('Operazione terminata in errore')).toHaveCount(0);
}

/** What the pagination says ("1–15 di 23"), once the list is there. */
const rowsShown = (page: Page) => page.getByText(/^\d+–\d+ di \d+$/);

test.use({ viewport: PHONE });

test('visited online, the coupons reopen offline with their time and code, the banner and no red error', async ({
  page,
  context,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Coupon');
  const usable = page.getByRole('region', { name: 'Da usare' }).getByTestId('coupon').first();
  const code = await usable.getByTestId('offer-code').innerText();
  expect(code).toMatch(/^\d{4} \d{4} \d{4}$/);
  await expect(page.getByTestId('fetched-at')).toHaveCount(0);

  await context.setOffline(true);
  await navigateTo(page, 'Home');
  await navigateTo(page, 'Coupon');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT);
  await expect(usable.getByTestId('offer-code')).toHaveText(code);
  await expect(
    usable.getByRole('img', { name: `Codice a barre ${code.replace(/ /g, '')}` }).locator('rect'),
  ).not.toHaveCount(0);
  await noErrorSnackbar(page);
  await expectAccessible(page, 'coupons offline');
  await context.setOffline(false);
});

test('offline after a reload, coupons, movements and packs show their last known data with its time', ({
  baseURL,
}) =>
  withProfile(baseURL, async (page, context) => {
    await page.setViewportSize(PHONE);
    await loginAndWaitHome(page, 'cliente@tessera.demo');
    await workerActive(page);
    await navigateTo(page, 'Coupon');
    const usable = page.getByRole('region', { name: 'Da usare' }).getByTestId('coupon').first();
    const code = await usable.getByTestId('offer-code').innerText();
    await navigateTo(page, 'Movimenti');
    await expect(page).toHaveURL(/\/flows$/);
    await expect(page.getByTestId('movement').first()).toBeVisible();
    const movements = await rowsShown(page).innerText();
    const firstMovement = await page.getByTestId('movement').first().textContent();
    await navigateTo(page, 'Pacchetti');
    const pack = page.getByRole('article', { name: '10 pieghe' });
    await expect(pack.getByTestId('pack-uses-left')).toHaveText(/^\d+ di 10$/);
    const usesLeft = await pack.getByTestId('pack-uses-left').innerText();
    // Kept on the device within a second of their answers.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tessera.cache.queries') ?? ''))
      .toMatch(
        new RegExp(`(?=.*${code.replace(/ /g, '')})(?=.*"card","flows")(?=.*"packCustomers")`),
      );

    // At the counter with no signal: each screen reopens from the device, with its time.
    await context.setOffline(true);
    await page.goto('/coupons');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT);
    await expect(usable.getByTestId('offer-code')).toHaveText(code);
    await expect(
      usable.getByRole('img', { name: `Codice a barre ${code.replace(/ /g, '')}` }).locator('rect'),
    ).not.toHaveCount(0);
    await noErrorSnackbar(page);
    await expectAccessible(page, 'coupons offline, reloaded');

    await page.goto('/flows');
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT);
    await expect(rowsShown(page)).toHaveText(movements);
    await expect(page.getByTestId('movement').first()).toHaveText(firstMovement ?? '');
    await expect(page.getByText('0–0 di 0')).toHaveCount(0);
    await noErrorSnackbar(page);
    await expectAccessible(page, 'movements offline');

    // A page never fetched says so, instead of an empty list.
    await page.goto('/flows?page=2');
    await expect(
      page.getByText(
        'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
      ),
    ).toBeVisible();
    await expect(page.getByText('0–0 di 0')).toHaveCount(0);

    await page.goto('/packs');
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT);
    await expect(pack.getByTestId('pack-uses-left')).toHaveText(usesLeft);
    await noErrorSnackbar(page);
    await expectAccessible(page, 'packs offline');
    await context.setOffline(false);
  }));

test("a list's page is in the address: Back from another screen returns to it", async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Movimenti');
  await expect(rowsShown(page)).toHaveText(/^1–15 di \d+$/);
  const total = Number((await rowsShown(page).innerText()).split(' di ')[1]);
  expect(total).toBeGreaterThan(15);
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/\/flows\?page=2$/);
  await expect(rowsShown(page)).toHaveText(`16–${Math.min(30, total)} di ${total}`);
  // The second page itself, not the first kept on screen while it loads.
  await expect(page.getByRole('list', { name: 'Movimenti della carta' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  const second = (await page.getByTestId('movement').first().textContent()) ?? '';

  await navigateTo(page, 'Carta');
  await expect(page).toHaveURL(/\/card$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/flows\?page=2$/);
  await expect(rowsShown(page)).toHaveText(`16–${Math.min(30, total)} di ${total}`);
  await expect(page.getByTestId('movement').first()).toHaveText(second);
  // Paging replaced its entry: one more Back leaves the list, not to its first page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/flows/);

  // A reload keeps the page and its size.
  await page.goto('/flows?page=2&rowsPerPage=20');
  await expect(rowsShown(page)).toHaveText(`21–${Math.min(40, total)} di ${total}`);
  await expect(
    page.getByRole('group', { name: 'Righe per pagina' }).getByRole('button', { name: '20' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the coupons are compact, three to a 390 px screen, the usable ones first and apart', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Coupon');
  const coupons = page.getByTestId('coupon');
  await expect(coupons).toHaveCount(3);
  const usable = page.getByRole('region', { name: 'Da usare' });
  const past = page.getByRole('region', { name: 'Scaduti e usati' });
  await expect(usable.getByRole('heading', { level: 3 })).toHaveText([
    '-20% su un trattamento',
    'Piega in omaggio',
  ]);
  await expect(past.getByRole('heading', { level: 3 })).toHaveText(['Sconto estate']);
  await expect(past.getByTestId('coupon-validity')).toHaveText(/^Scaduto il \d{2}-\d{2}-\d{4}$/);
  await expect(page.getByText(/Valido fino al/)).toHaveCount(2);
  await expect(page.getByText(/Tabella/)).toHaveCount(0);
  // The three are in the first screen, barcodes and all.
  await expect(usable.getByRole('img', { name: /^Codice a barre \d{12}$/ })).toHaveCount(2);
  const bottom = await coupons.nth(2).evaluate((e) => e.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(PHONE.height);
});

test("a scratch card's day never wraps at 390 px", async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Gratta e vinci');
  const days = page.getByTestId('scratch-card-given');
  await expect(days.first()).toBeVisible();
  for (const day of await days.all()) {
    const { lines, clipped } = await day.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { lines: tops.size, clipped: e.scrollWidth > e.clientWidth };
    });
    expect(lines).toBe(1);
    expect(clipped).toBe(false);
  }
});
