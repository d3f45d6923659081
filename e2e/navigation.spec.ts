import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('a customer of two activities sees the activities entry and can switch', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  expect(await navLabels(page)).toEqual([
    'Home',
    'Carta',
    'Movimenti',
    'Coupon',
    'Listino',
    'Shop',
    'Pacchetti',
    'I miei ordini',
    'Prenotazioni',
    'Negozi',
    'Gratta e vinci',
    'Invita un amico',
    'Attività',
    'Privacy',
    'Profilo',
  ]);
  await navigateTo(page, 'Attività');
  await expect(page).toHaveURL(/\/activities$/);
  await page.getByRole('button', { name: /Trattoria Da Rita/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Da Rita' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Immagini di Trattoria Da Rita' }).locator('img'),
  ).toHaveCount(2);
  // Trattoria Da Rita has multiLanguage off: no language picker; Salone Aurora has it on.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigazione' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The app takes the activity's colour.
  const bar = page.locator('header').first();
  await expect(bar).toHaveCSS('background-color', 'rgb(198, 40, 40)');
});

test('a customer of one activity has no activities entry', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  expect(await navLabels(page)).toEqual([
    'Home',
    'Carta',
    'Movimenti',
    'Coupon',
    'Listino',
    'Shop',
    'Pacchetti',
    'I miei ordini',
    'Prenotazioni',
    'Negozi',
    'Gratta e vinci',
    'Invita un amico',
    'Privacy',
    'Profilo',
  ]);
  // Salone Aurora is multiLanguage: the picker is in the drawer (issue 15), not the top bar.
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Lingua' })).toBeVisible();
});

test('the version entry is for admins, and the screen refuses customers', async ({ page }) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  expect(await navLabels(page)).toEqual([
    // The console's area first (issue 25).
    'Riepilogo',
    'Attività e aspetto',
    'Condizioni della carta',
    'Negozi e orari',
    'Menu e listino',
    'Catalogo',
    'Consegne e pagamenti',
    'Utenti',
    'Impostazioni prenotazioni',
    'Home',
    'Carta',
    'Movimenti',
    'Coupon',
    'Listino',
    'Shop',
    'Pacchetti',
    'I miei ordini',
    'Prenotazioni',
    'Negozi',
    'Gratta e vinci',
    'Invita un amico',
    'Privacy',
    'Versione',
    'Profilo',
    // Aurora's ROLE_ADMIN is counter staff too, and keeps the agenda (Aurora takes bookings).
    'Cassa',
    'Agenda',
    'Ordini clienti',
  ]);
  await navigateTo(page, 'Versione');
  // Each version says what it is: the server's number is not an app's.
  await expect(page.getByRole('term').first()).toHaveText('Questo server');
  await expect(page.getByRole('definition').first()).toContainText('0.1.0');
  await expect(page.getByRole('definition').nth(1)).toContainText('Non riguarda il server.');
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await page.goto('/version');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
});

test('an unknown page shows the error page with a link home', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await page.goto('/non-esiste');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the back arrow of a page opened directly goes home, and steps back after moving in the app', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  // A deep link: a new tab on the profile, with a page of another site before it.
  await page.goto('about:blank');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ciao Giulia!' })).toBeVisible();

  await navigateTo(page, 'Profilo');
  await page.getByRole('link', { name: /Italiano/ }).click();
  await expect(page).toHaveURL(/\/language$/);
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
