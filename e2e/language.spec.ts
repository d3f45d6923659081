import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels, pickLanguage } from './support.ts';

test('switching to Spanish changes the texts and the route prefix, and is kept', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await pickLanguage(page, 'es');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Chiara!' })).toBeVisible();
  expect(await navLabels(page, 'Abrir el menú', 'Navegación')).toEqual([
    'Inicio',
    'Tarjeta',
    'Movimientos',
    'Cupones',
    'Tarifas',
    'Tienda',
    'Paquetes',
    'Mis pedidos',
    'Reservas',
    'Tiendas físicas',
    'Rasca y gana',
    'Invita a un amigo',
    'Negocios',
    'Privacidad',
    'Perfil',
  ]);
  await navigateTo(page, 'Negocios', 'Abrir el menú', 'Navegación');
  await expect(page).toHaveURL(/\/es\/activities$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Reloading a page without prefix brings the chosen language's prefix back.
  await page.goto('/activities');
  await expect(page).toHaveURL(/\/es\/activities$/);
  // Server messages follow the language too.
  const res = await page.evaluate(() =>
    fetch('/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ username: 'x@y.z', password: 'nope' }),
    }).then((r) => r.json() as Promise<{ message: string }>),
  );
  expect(res.message).toBe('Usuario y/o contraseña no válidos');
  await pickLanguage(page, 'it', 'Abrir el menú', 'Idioma');
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue attività' })).toBeVisible();
});

test('the login screen offers the five languages', async ({ page }) => {
  await page.goto('/login');
  const picker = page.getByRole('combobox', { name: 'Lingua' });
  await expect(picker.locator('option')).toHaveText([
    /Italiano/,
    /Español/,
    /Français/,
    /Deutsch/,
    /English/,
  ]);
  await picker.selectOption('de');
  await expect(page).toHaveURL(/\/de\/login$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toBeVisible();
});
