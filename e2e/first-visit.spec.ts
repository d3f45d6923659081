// The first visit on a weak signal (issue 15): the page paints its first load from index.html
// alone, before any of the app's code arrives, in the stored language (its inline script runs
// under the server's CSP); React then draws the same first load, then the screen: the page is
// never blank. The sign-in card does not move when a refusal shows.
import { PNG } from 'pngjs';
import { expectAccessible } from './axe.ts';
import { expect, type Route, test } from './fixtures.ts';

/** The colour of the screenshot's pixel at (x, y) as [r, g, b]. */
function pixel(png: Buffer, x: number, y: number) {
  const { width, data } = PNG.sync.read(png);
  const i = (y * width + x) * 4;
  return [data[i], data[i + 1], data[i + 2]];
}

test('the first load paints before the code arrives, then the app replaces it', async ({
  page,
}) => {
  const held: Route[] = [];
  let hold = true;
  await page.route('**/assets/*.js', (route) => (hold ? held.push(route) : route.continue()));
  // Never blank: #root is watched from the start for a moment with nothing in it.
  await page.addInitScript(() => {
    const w = window as unknown as { blank: boolean; staticShell: Element | null };
    w.blank = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      w.staticShell ??= root?.querySelector('.first-load') ?? null;
      if (root && root.childElementCount === 0) w.blank = true;
    }).observe(document, { childList: true, subtree: true });
    localStorage.setItem('tessera.language', 'de');
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  // Not 'domcontentloaded': it waits for the module scripts, which are held.
  await page.goto('/de/login', { waitUntil: 'commit' });
  const bar = page.getByRole('progressbar', { name: 'Wird geladen…' });
  await expect(bar).toBeVisible();
  await expect(page.getByText('Tessera', { exact: true })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  // Tessera's colour from edge to edge, not a white page.
  const shot = await page.screenshot();
  for (const [x, y] of [
    [5, 5],
    [200, 700],
  ] as const) {
    const [r = 255, g = 255, b = 255] = pixel(shot, x, y);
    expect(r + g + b, `pixel ${x},${y}`).toBeLessThan(300);
  }
  await expectAccessible(page, 'first load');

  hold = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('.first-load')).toHaveCount(0);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { blank: boolean; staticShell: Element | null };
      return { blank: w.blank, replaced: w.staticShell !== null && !w.staticShell.isConnected };
    }),
  ).toEqual({ blank: false, replaced: true });
  // The inline script ran: the server's CSP allows it by its hash, and nothing was refused.
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test("while the screen's code is on its way, React shows the same first load", async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/LoginPage-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  // React is there (the offline banner's store, the theme) and draws the first load itself.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shell = document.querySelector('#root > .first-load');
        return Boolean(shell && Object.keys(shell).some((k) => k.startsWith('__react')));
      }),
    )
    .toBe(true);
  await expect(page.getByRole('progressbar', { name: 'Caricamento…' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(page.locator('.first-load')).toHaveCount(0);
});

test('the sign-in card does not move when the refusal shows', async ({ page }) => {
  await page.route('**/api/login_check', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'invalid_credentials', message: 'Credenziali non valide' }),
    }),
  );
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Accedi' });
  const register = page.getByRole('link', { name: 'Registrati' });
  await page.getByLabel('E-mail').fill('mario@esempio.it');
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifted += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  const before = [await submit.boundingBox(), await register.boundingBox()];
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');
  expect([await submit.boundingBox(), await register.boundingBox()]).toEqual(before);
  // Every shift counts here, those right after the click too (CLS would leave them out).
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});
