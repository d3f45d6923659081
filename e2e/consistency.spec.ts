// The same things the same way on every screen: the language picker on the screens before login
// (the password reset too), and text links tall enough to tap (24 px at least).
import { expect, type Page, test } from './fixtures.ts';
import { auroraId } from './signup.ts';

test('the password reset screens have the language picker, and speak its language', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('es');
  await expect(page).toHaveURL(/\/es\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contraseña olvidada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ya tengo un código' }).click();
  await expect(page).toHaveURL(/\/es\/forgot-password\/code$/);
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await page.getByLabel('Correo electrónico').fill('nessuno@example.com');
  await page.getByLabel('Código').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código no válido');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('it');
  await expect(page).toHaveURL(/\/forgot-password\/code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inserisci il codice' })).toBeVisible();
});

/** The heights of the visible text links of the page. */
const linkHeights = (page: Page) =>
  page
    .locator('a:visible')
    .evaluateAll((links) =>
      links.map((a) => [a.textContent ?? '', a.getBoundingClientRect().height] as const),
    );

test('text links are targets of 24 px in height at least', async ({ page, request }) => {
  const screens = [
    '/forgot-password',
    '/forgot-password/code',
    `/registration/${await auroraId(request)}`,
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await linkHeights(page);
    expect(links.length, path).toBeGreaterThan(0);
    for (const [text, height] of links)
      expect(height, `${path}: ${text}`).toBeGreaterThanOrEqual(24);
  }
});

test('language flags are SVG images that load, not emoji', async ({ page }) => {
  await page.goto('/login');
  const picker = page.getByRole('combobox', { name: 'Lingua' });
  await expect(picker.locator('option')).toHaveText([
    'Italiano',
    'Español',
    'Français',
    'Deutsch',
    'English',
  ]);
  const flag = page.locator('img[src$=".svg"]').first();
  await expect(flag).toBeVisible();
  const loaded = () => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  await expect.poll(loaded).toBeGreaterThan(0);
  const src = (await flag.getAttribute('src')) ?? '';
  expect(src).toMatch(/it-[\w-]+\.svg$/);
  const res = await page.request.get(src);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
  await picker.selectOption('de');
  await expect(page.locator('img[src$=".svg"]').first()).toHaveAttribute('src', /de-[\w-]+\.svg$/);
  expect(await page.locator('body').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
});
