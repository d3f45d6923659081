// Look and feel (issue 8) in a real browser: the sign-in screens wear Tessera's brand, then the
// activity's reached through its link (and keep it); the drawer's header; the home's header card
// and content; the empty states' actions.
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { auroraId } from './signup.ts';
import { loginAndWaitHome } from './support.ts';

/** Whether an image address loads in the page as an image (not a 404 or the SPA). */
const loads = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = src;
      }),
    url,
  );

/** The activity logo inside `scope`: its address, checked to load. */
async function logoOf(page: Page, scope: Locator) {
  const logo = scope.locator('[data-logo]');
  await expect(logo).toBeVisible();
  const url = (await logo.getAttribute('data-logo')) ?? '';
  expect(url).toMatch(/^\/images\//);
  expect(await loads(page, url)).toBe(true);
  expect(await logo.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(url);
  return url;
}

const pageBackground = (page: Page) =>
  page.locator('main').evaluate((el) => getComputedStyle(el).backgroundImage);

test("sign-in wears Tessera's brand, then the activity's reached through its link", async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const brand = page.getByTestId('brand');
  await expect(brand).toHaveText('Tessera');
  await expect(brand.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await expect(page.getByText('La carta fedeltà dei tuoi negozi preferiti')).toBeVisible();
  expect(await pageBackground(page)).toContain('rgb(55, 71, 79)');

  // Salone Aurora's link (its permalink's activity): its logo, name and colour (7B1FA2).
  await page.goto(`/registration/${await auroraId(request)}`);
  await expect(brand).toHaveText('Salone Aurora');
  await logoOf(page, brand);
  await expect.poll(() => pageBackground(page)).toContain('rgb(123, 31, 162)');

  // Remembered: the sign-in and the password reset screens keep it, after a reload too.
  await page.goto('/login');
  await expect(brand).toHaveText('Salone Aurora');
  await expect(page.getByText('La carta fedeltà di Salone Aurora')).toBeVisible();
  expect(await pageBackground(page)).toContain('rgb(123, 31, 162)');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(brand).toHaveText('Salone Aurora');
});

test("the drawer is named and shows the activity's logo and name and the customer's", async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Salone Aurora', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Chiara Rossi')).toBeVisible();
  await logoOf(page, drawer);
  await expect(drawer.getByRole('navigation', { name: 'Navigazione' })).toBeVisible();
});

test('the home opens on a branded header card, and its content fills the phone screen', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  const card = page.getByRole('region', { name: 'Ciao Chiara!' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Salone Aurora', { exact: true })).toBeVisible();
  await logoOf(page, card);
  expect(await card.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
    'rgb(123, 31, 162)',
  );
  // Salone Aurora's home template is S: the notices are its content.
  const notices = page.getByRole('list', { name: 'I tuoi avvisi' });
  await expect(notices.getByRole('listitem')).toHaveCount(3);
  const tiles = page.getByRole('navigation', { name: 'Accesso rapido' });
  await expect(tiles.getByRole('link', { name: 'Profilo' })).toBeVisible();
  // Chiara is a customer of two activities: switching is one of the tiles.
  await expect(tiles.getByRole('link', { name: 'Attività' })).toBeVisible();
  // No more 60 % of empty screen: the content reaches past three quarters of a phone's height.
  const bottom = await notices.evaluate((el) => el.getBoundingClientRect().bottom);
  const height = page.viewportSize()?.height ?? 0;
  expect(bottom / height).toBeGreaterThan(0.75);
  await tiles.getByRole('link', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("an empty search's state offers to clear it, which brings the users back", async ({
  page,
}) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await page.goto('/users');
  const list = page.getByRole('list', { name: 'Utenti' });
  await expect(list.getByText('admin@tessera.demo')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('nessuno-con-questo-nome');
  const empty = page.getByTestId('empty-state');
  await expect(empty.getByText('Nessun utente trovato')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancella la ricerca' }).click();
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('');
  await expect(list.getByText('admin@tessera.demo')).toBeVisible();
});
