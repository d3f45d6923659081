// The README's comparison screenshots (issue 8): sign-in (Tessera's and an activity's), home and
// profile on a 390 px wide phone, demo data, Italian, written to docs/. Not a test: the suite
// ignores this file unless SCREENSHOTS=1, which `npm run screenshots` sets (never in CI).
import { expect, type Page, test } from './fixtures.ts';
import { auroraId } from './signup.ts';
import { loginAndWaitHome } from './support.ts';

// A Pixel-like phone 390 px wide (Pixel 7's 412 is the suite's); 2x pixels for sharp images.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

/** Waits for the page's images and fonts, then writes docs/<name>.png (the viewport). */
async function shoot(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('load', done)),
      ),
    );
  });
  // No caret nor hover state in a picture.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `docs/${name}.png`, animations: 'disabled', caret: 'hide' });
}

test('sign-in, Tessera and an activity', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByTestId('brand')).toHaveText('Tessera');
  await shoot(page, 'login');
  // Reached through Salone Aurora's link, the sign-in wears its brand.
  await page.goto(`/registration/${await auroraId(request)}`);
  await expect(page.getByTestId('brand')).toHaveText('Salone Aurora');
  await page.goto('/login');
  await expect(page.getByText('La carta fedeltà di Salone Aurora')).toBeVisible();
  await shoot(page, 'login-activity');
});

test('home and profile', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await expect(page.getByRole('heading', { level: 2, name: 'Ciao Chiara!' })).toBeVisible();
  // Salone Aurora's home shows its notices (templateAppHome S).
  await expect(page.getByRole('region', { name: 'Avvisi' })).toBeVisible();
  await shoot(page, 'home');
  await page
    .getByRole('navigation', { name: 'Accesso rapido' })
    .getByRole('link', { name: 'Profilo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await expect(page.getByLabel(/^Nome/)).toHaveValue('Chiara');
  await shoot(page, 'profile');
});

test('the console: its home, the activity and its look, the catalogue, onboarding a business, an operator’s hours', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Configurazione' })).toBeVisible();
  await shoot(page, 'console-home');

  await page.goto('/console/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Attività e aspetto' })).toBeVisible();
  await page
    .getByText(/^Contrasto/)
    .first()
    .scrollIntoViewIfNeeded();
  await shoot(page, 'console-activity');

  await page.goto('/console/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogo' })).toBeVisible();
  await expect(page.getByTestId('catalogue-item').first()).toBeVisible();
  await shoot(page, 'console-catalogue');

  await page.goto('/booking/settings');
  await page
    .getByRole('region', { name: 'Operatori' })
    .getByRole('button', { name: /^Modifica / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Ha orari propri' }).check();
  await dialog.getByRole('switch', { name: 'Ha orari propri' }).scrollIntoViewIfNeeded();
  await shoot(page, 'console-hours');

  await loginAndWaitHome(page, 'super@tessera.demo');
  await page.goto('/console/activities');
  await page.getByRole('button', { name: 'Nuova attività' }).click();
  const form = page.getByRole('dialog', { name: 'Nuova attività' });
  await form.getByRole('textbox', { name: "Nome dell'attività" }).fill('Gelateria Nuvola');
  await form.getByRole('textbox', { name: /Indirizzo/ }).click();
  await shoot(page, 'console-onboarding');
});
