// Issue 9, the customer's card: its barcode decodes to the card code (read back from a
// screenshot, as a counter scanner reads the phone), the movements come a page at a time, and
// the card opens offline with its last known balance and the time it was fetched.
import { decodeCode128 } from './barcode.ts';
import { expect, type Page, test } from './fixtures.ts';
import { withProfile, workerActive } from './profile.ts';
import { loginAndWaitHome, navigateTo } from './support.ts';

/** What the API says of the signed-in customer's card in the current activity. */
async function apiCard(page: Page) {
  const { token, activityId } = await page.evaluate(() => ({
    token: localStorage.getItem('tessera.token'),
    activityId: localStorage.getItem('tessera.activityId'),
  }));
  const res = await page.request.get(`/api/activities/${activityId}/usercard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return {
    activityId,
    token,
    card: (await res.json()).data as { cardCode: string; balance: number },
  };
}

/** The barcode once drawn (its library loads with it), decoded from its screenshot. */
async function decodedBarcode(page: Page, scope = page.locator('body')) {
  const barcode = scope.getByRole('img', { name: /^Codice a barre della carta \d{12}$/ });
  await expect(barcode.locator('svg rect').first()).toBeAttached();
  return decodeCode128(await barcode.screenshot());
}

test("the card's barcode decodes to the card code, printed under it", async ({ page }) => {
  // Cliente's card at Salone Aurora (the first activity) is a barcode card (B).
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  const { card } = await apiCard(page);
  expect(card.cardCode).toMatch(/^[1-9]\d{11}$/);
  await navigateTo(page, 'Carta');
  await expect(page.getByRole('heading', { level: 1, name: 'Carta' })).toBeVisible();
  await expect(page.getByTestId('card-code')).toHaveText(
    card.cardCode.replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  expect(await decodedBarcode(page)).toBe(card.cardCode);

  // Full screen, larger: the same code.
  await page.getByRole('button', { name: 'Mostra a schermo intero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carta Salone Aurora' });
  await expect(dialog).toBeVisible();
  expect(await decodedBarcode(page, dialog)).toBe(card.cardCode);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();

  // Trattoria Da Rita gives a standard card (S): the code, no barcode.
  await navigateTo(page, 'Attività');
  await page.getByRole('button', { name: /Trattoria Da Rita/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Da Rita' })).toBeVisible();
  await navigateTo(page, 'Carta');
  const rita = (await apiCard(page)).card;
  await expect(page.getByTestId('card-code')).toHaveText(
    rita.cardCode.replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await expect(page.getByRole('img', { name: /Codice a barre/ })).toHaveCount(0);
});

test('nothing on the card moves while it loads', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  // Every layout shift of the page from its first paint, with what moved.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { at: number; value: number; inCard: boolean }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        startTime: number;
        value: number;
        sources?: { node?: Node }[];
      }[]) {
        const card = document.querySelector('main');
        w.shifts.push({
          at: e.startTime,
          value: e.value,
          inCard: (e.sources ?? []).some((s) => Boolean(s.node && card?.contains(s.node))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The card's answer waits until its placeholders show.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(/\/usercard$/, async (route) => {
    await held;
    await route.continue();
  });
  // A first visit: no card kept from the home's visit (lib/queryPersistence.ts keeps it, written
  // as the home leaves), removed before the app starts.
  await page.addInitScript(() => localStorage.removeItem('tessera.cache.queries'));
  await page.goto('/card');
  await expect(page.getByTestId('card-code').locator('.MuiSkeleton-root')).toBeVisible();
  const placeholdersAt = await page.evaluate(() => performance.now());
  answer();
  const barcode = page.getByRole('img', { name: /^Codice a barre della carta \d{12}$/ });
  await expect(barcode.locator('svg rect').first()).toBeAttached();
  await expect(page.getByTestId('card-balance')).toHaveText(/€$/);
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { shifts: { at: number; value: number; inCard: boolean }[] }).shifts,
  );
  expect(shifts.filter((s) => s.at >= placeholdersAt && s.inCard)).toEqual([]);
});

test('the movements come a page at a time, newest first', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  const { activityId, token } = await apiCard(page);
  const res = await page.request.get(
    `/api/app/activities/${activityId}/userflows?page=1&rowsPerPage=50`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { totalRows } = (await res.json()) as { totalRows: number };
  expect(totalRows).toBeGreaterThan(20);
  expect(totalRows).toBeLessThanOrEqual(30);

  await navigateTo(page, 'Movimenti');
  const list = page.getByRole('list', { name: 'Movimenti della carta' });
  const items = list.getByTestId('movement');
  await expect(page.getByText(`1–15 di ${totalRows}`)).toBeVisible();
  await expect(items).toHaveCount(15);
  // Each with its day as DD-MM-YYYY and a signed price or points.
  await expect(items.first().getByTestId('movement-details')).toHaveText(/^\d{2}-\d{2}-\d{4}/);
  await expect(items.first()).toContainText(/[+-]\d/);
  const firstPage = await items.getByTestId('movement-details').allInnerTexts();

  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page.getByText(`16–${totalRows} di ${totalRows}`)).toBeVisible();
  await expect(items).toHaveCount(totalRows - 15);
  // The oldest movement, the welcome credit, ends the last page.
  await expect(items.last().getByTestId('movement-type')).toHaveText('Bonus di benvenuto');
  await expect(page.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();

  await page
    .getByRole('group', { name: 'Righe per pagina' })
    .getByRole('button', { name: '30' })
    .click();
  await expect(page.getByText(`1–${totalRows} di ${totalRows}`)).toBeVisible();
  await expect(items).toHaveCount(totalRows);
  expect((await items.getByTestId('movement-details').allInnerTexts()).slice(0, 15)).toEqual(
    firstPage,
  );
});

test('offline, the card shows its last known balance and barcode, with their time', ({ baseURL }) =>
  withProfile(baseURL, async (page, context) => {
    await loginAndWaitHome(page, 'cliente@tessera.demo');
    await navigateTo(page, 'Carta');
    const balance = page.getByTestId('card-balance');
    await expect(balance).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    const known = await balance.innerText();
    const { card } = await apiCard(page);
    expect(await decodedBarcode(page)).toBe(card.cardCode);
    await workerActive(page);
    // The card is offline-worthy: kept on the device within a second of its answer.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tessera.cache.queries') ?? ''))
      .toContain(card.cardCode);
    await expect(page.getByTestId('card-fetched-at')).toHaveCount(0);

    // At the counter with no signal: the app reopens from the worker, the card from the device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(balance).toHaveText(known);
    await expect(page.getByTestId('card-fetched-at')).toHaveText(
      /^Ultimo aggiornamento il \d{2}-\d{2}-\d{4} alle \d{2}:\d{2}$/,
    );
    expect(await decodedBarcode(page)).toBe(card.cardCode);
    await context.setOffline(false);
  }));
