import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('a super admin registers this browser, switches it off and deletes it', async ({ page }) => {
  await loginAndWaitHome(page, 'super@tessera.demo');
  expect(await navLabels(page)).toContain('Dispositivi');
  await navigateTo(page, 'Dispositivi');
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByText('Nessun dispositivo registrato')).toBeVisible();

  await page.getByRole('button', { name: 'Registra questo browser' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dispositivo registrato correttamente' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Dispositivi' });
  await expect(list.getByText(/Chrome \d+ su Android · questo browser/)).toBeVisible();
  const deviceId = await page.evaluate(() => localStorage.getItem('tessera.deviceId'));
  expect(deviceId).toMatch(/^web-/);

  const toggle = list.getByLabel(/^Attivo: Chrome/);
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Dispositivi' }).getByLabel(/^Attivo: /),
  ).not.toBeChecked();

  await page.getByRole('button', { name: /^Elimina Chrome/ }).click();
  await page
    .getByRole('dialog', { name: 'Elimina dispositivo' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Nessun dispositivo registrato')).toBeVisible();
});

test('the devices screen is for super admins only', async ({ page }) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  expect(await navLabels(page)).not.toContain('Dispositivi');
  await page.goto('/devices');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
  // The top bar names the state, not the screen refused.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  await expect(page.getByText('Dispositivi')).toHaveCount(0);
});
