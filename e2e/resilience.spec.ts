// Never a blank page (issue 8): a screen whose code does not arrive (offline, or a file gone
// after a deploy) shows an error screen with Retry, a stale file reloads the page once, the
// loading bar covers a screen's code loading, and the offline banner and its alert.
import { expect, type Page, type Route, test } from './fixtures.ts';
import { login, loginAndWaitHome, navigateTo } from './support.ts';

// No service worker: it would serve every file from its precache. These tests are the visit
// before it takes over, and a browser without one.
test.use({ serviceWorkers: 'block' });

const PROFILE_CODE = '**/assets/ProfilePage-*.js';
const OFFLINE_BANNER =
  'Sei offline. Alcune funzioni non sono disponibili finché la connessione non torna.';
const OFFLINE_ACTION =
  "Sei offline: l'operazione non è stata eseguita. Riprova quando torna la connessione.";

const banner = (page: Page) => page.getByTestId('offline-banner');
const errorTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Counts the page's own loads (the first and every reload), not its moves inside the app. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

test('offline, a screen not yet loaded shows the error screen; back online, Retry opens it', async ({
  page,
  context,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE_BANNER);
  await expect(banner(page)).toHaveAttribute('role', 'status');

  await navigateTo(page, 'Profilo');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(errorTitle(page, 'Sei offline')).toBeVisible();
  await expect(
    page.getByText(
      'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
    ),
  ).toBeVisible();
  // The top bar stays: the customer can still go elsewhere.
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
  // Retry while still offline: the same screen again, not a blank page.
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(errorTitle(page, 'Sei offline')).toBeVisible();

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await expect(errorTitle(page, 'Impossibile caricare la pagina')).toBeVisible();
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await expect(page.getByLabel('Cellulare')).toBeVisible();
});

test('offline before sign-in: the next screen shows the error screen in the card, then opens', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(errorTitle(page, 'Sei offline')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova' })).toBeHidden();
});

test('a file gone after a deploy reloads the page once, then shows the error screen, never a loop', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  const loads = countLoads(page);
  let asked = 0;
  await page.route(PROFILE_CODE, (route) => {
    asked++;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });

  await navigateTo(page, 'Profilo');
  await expect(errorTitle(page, 'Impossibile caricare la pagina')).toBeVisible();
  // One reload, for the new build: the file was asked for before it and once after.
  expect(loads.count).toBe(1);
  expect(asked).toBe(2);
  await expect(page).toHaveURL(/\/profile$/);
  // Nothing more happens by itself.
  await page.waitForTimeout(2000);
  expect(loads.count).toBe(1);
  expect(asked).toBe(2);

  // Retry asks again; still missing, the error screen stays and no reload follows.
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect.poll(() => asked).toBe(3);
  await expect(errorTitle(page, 'Impossibile caricare la pagina')).toBeVisible();
  expect(loads.count).toBe(1);

  // Once the file is there, Retry opens the screen.
  await page.unroute(PROFILE_CODE);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  expect(loads.count).toBe(1);
});

test("the loading bar shows while a screen's code loads", async ({ page }) => {
  /** Holds a file until `release` is called. */
  const hold = async (pattern: string) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route: Route) => {
      await released;
      await route.continue();
    });
    return () => release();
  };

  // Before sign-in: the bar at the top of the card's page.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  const bar = page.getByTestId('page-loading-bar');
  await expect(bar).toBeHidden();
  const releaseRegistration = await hold('**/assets/RegistrationPage-*.js');
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(bar).toBeVisible();
  releaseRegistration();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
  await expect(bar).toBeHidden();

  // Signed in: the bar under the top bar.
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  const shellBar = page.locator('.MuiLinearProgress-root');
  await expect(shellBar).toBeHidden();
  const releaseProfile = await hold(PROFILE_CODE);
  await navigateTo(page, 'Profilo');
  await expect(shellBar).toBeVisible();
  releaseProfile();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await expect(shellBar).toBeHidden();
});

test('the offline banner comes and goes with the connection', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveText(OFFLINE_BANNER);
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
});

test('an action attempted offline says so instead of failing in silence', async ({
  page,
  context,
}) => {
  // Sign-in words its own errors: the form says it, under the fields.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('giulia@tessera.demo');
  await page.getByLabel('Password', { exact: true }).fill('Tessera2026!');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_ACTION })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);

  // A signed-in form: nothing is sent, and the banner becomes an alert.
  await login(page, 'giulia@tessera.demo', undefined, true);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await navigateTo(page, 'Profilo');
  await expect(page.getByLabel('Cellulare')).toBeVisible();
  await context.setOffline(true);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/customer/update-profile')) sent++;
  });
  await page.getByLabel('Cellulare').fill('+39 333 7654321');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(banner(page)).toHaveText(OFFLINE_ACTION);
  await expect(banner(page)).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('button', { name: 'Salva' })).toBeEnabled();
  expect(sent).toBe(0);
  // Back online, the banner leaves and the same save goes through.
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Profilo aggiornato correttamente' }),
  ).toBeVisible();
});
