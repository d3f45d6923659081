import { expect, test } from './fixtures.ts';
import { login, loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('a customer who has not accepted the privacy is sent to /privacy until they accept', async ({
  page,
}) => {
  await login(page, 'laura@tessera.demo');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(
    page.getByText("Per usare l'app devi accettare l'informativa privacy"),
  ).toBeVisible();
  const consent = page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" });
  await expect(consent).not.toBeChecked();

  // Any other page, in any language, leads back to the privacy screen.
  await page.goto('/activities');
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await navLabels(page)).toEqual([
    'Home',
    // Da Rita's home shows pictures (template I): the notifications entry is there.
    'Notifiche',
    'Carta',
    'Movimenti',
    'Coupon',
    'Il nostro menu',
    'Shop',
    'Pacchetti',
    'I miei ordini',
    'Prenota un tavolo',
    'Negozio',
    'Gratta e vinci',
    'Privacy',
    'Profilo',
  ]);
  await navigateTo(page, 'Profilo');
  await expect(page).toHaveURL(/\/privacy$/);

  // Saving without the consent says why under it, and saves nothing.
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText('Per salvare devi accettare questo consenso: seleziona la casella'),
  ).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Privacy aggiornata correttamente' }),
  ).toHaveCount(0);

  await consent.check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Privacy aggiornata correttamente' }),
  ).toBeVisible();
  // Accepted: on to where she was going when the check stopped her (issue 15).
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await navigateTo(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ciao Laura!' })).toBeVisible();
  // The server keeps the consent: a fresh load stays home too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Ciao Laura!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a customer who accepted sees the texts and the stored consents, and is not redirected', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await navigateTo(page, 'Privacy');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Informativa sulla privacy' }),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }),
  ).toBeChecked();
  await navigateTo(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
});
