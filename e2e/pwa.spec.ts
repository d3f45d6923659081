// Issue 8: the app installs like an app and opens offline. Chromium reports Tessera's manifest,
// then the activity's, as installable with the service worker active; a visited screen reloads
// offline from the worker's app shell and the data kept on the device.
import { type BrowserContext, expect, type Page, test } from './fixtures.ts';
import { withProfile, workerActive } from './profile.ts';
import { loginAndWaitHome, navigateTo } from './support.ts';

/** What Chromium makes of the page's manifest, through the DevTools protocol. */
async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return {
    url: manifest.url,
    errors: manifest.errors,
    manifest: manifest.data ? (JSON.parse(manifest.data) as Record<string, unknown>) : null,
    installabilityErrors,
  };
}

test("Tessera's app is installable and its service worker active", ({ baseURL }) =>
  withProfile(baseURL, async (page, context) => {
    await page.goto('/login');
    expect(await workerActive(page)).toEqual({
      state: 'activated',
      script: expect.stringMatching(/\/sw\.js$/),
    });
    const report = await installability(context, page);
    expect(report.url).toMatch(/\/manifest\.webmanifest$/);
    expect(report.errors).toEqual([]);
    expect(report.manifest).toMatchObject({
      name: 'Tessera',
      display: 'standalone',
      theme_color: '#37474F',
    });
    expect(report.installabilityErrors).toEqual([]);
  }));

test("a customer in an activity installs the activity's app", ({ baseURL }) =>
  withProfile(baseURL, async (page, context) => {
    await loginAndWaitHome(page, 'giulia@tessera.demo');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      /^\/app\/activities\/\d+\/manifest\.webmanifest$/,
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7B1FA2');
    await workerActive(page);
    await expect
      .poll(async () => {
        const report = await installability(context, page);
        return { ...report, url: report.url.replace(/^https?:\/\/[^/]+/, '') };
      })
      .toEqual({
        url: expect.stringMatching(/^\/app\/activities\/\d+\/manifest\.webmanifest$/),
        errors: [],
        manifest: expect.objectContaining({
          name: 'Salone Aurora',
          theme_color: '#7B1FA2',
          icons: expect.arrayContaining([
            expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
          ]),
        }),
        installabilityErrors: [],
      });
  }));

test('a visited screen reloads offline, with its last known data', ({ baseURL }) =>
  withProfile(baseURL, async (page, context) => {
    // Marco is a customer of Trattoria Da Rita, whose home shows its pictures.
    await loginAndWaitHome(page, 'marco@tessera.demo');
    const gallery = page.getByRole('region', { name: 'Immagini di Trattoria Da Rita' });
    await expect(gallery.locator('img')).toHaveCount(2);
    await workerActive(page);
    // The pictures' list is offline-worthy: kept on the device within a second of its answer.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tessera.cache.queries') ?? ''))
      .toContain('demo-2.svg');

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('status')).toContainText('Sei offline');
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Da Rita' })).toBeVisible();
    await expect(gallery.locator('img')).toHaveCount(2);
    // A screen not visited yet opens offline too: its code is in the precache.
    await navigateTo(page, 'Profilo');
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
    await context.setOffline(false);
  }));
