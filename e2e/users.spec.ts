import { expect, type Page, test } from '@playwright/test';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

const SUCCESS = 'Operazione completata con successo';

async function expectSuccess(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toBeVisible();
}

test('an admin creates, finds, edits and deletes a user', async ({ page }) => {
  const email = `nuovo.${Date.now()}@tessera.demo`;
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Utenti' });
  await expect(list.getByText('admin@tessera.demo')).toBeVisible();

  // Create: password required, role and active left at their defaults (ROLE_USER, Y).
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo utente' });
  await create.getByLabel('Email').fill(email);
  await create.getByLabel(/^Nome/).fill('Nadia');
  await create.getByLabel(/^Cognome/).fill('Prova');
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create.getByText('Campo obbligatorio')).toBeVisible();
  await create.getByLabel(/^Password/).fill('Tessera2026!');
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create).toBeHidden();
  await expectSuccess(page);

  // Find it with the search.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(email);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Nadia Prova')).toBeVisible();
  await expect(row.getByText(/^Utente · \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(row.getByText('Sì')).toBeVisible();

  // Edit its surname; the password may stay empty.
  await page.getByRole('button', { name: `Modifica ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica utente' });
  await expect(edit.getByLabel(/^Cognome/)).toHaveValue('Prova');
  await edit.getByLabel(/^Cognome/).fill('Modificata');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await expectSuccess(page);
  await expect(row.getByText('Nadia Modificata')).toBeVisible();

  // Delete it after confirming.
  await page.getByRole('button', { name: `Elimina ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Elimina utente' });
  await expect(confirm.getByText(`Vuoi davvero eliminare ${email}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expectSuccess(page);
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(0);
});

test('an admin cannot delete their own account and does not see super admins', async ({ page }) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  await expect(page.getByRole('button', { name: 'Modifica admin@tessera.demo' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Elimina admin@tessera.demo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Modifica giulia@tessera.demo' })).toBeEnabled();
  await expect(page.getByText('super@tessera.demo')).toHaveCount(0);
});

test('a customer has no users entry and the screen is not found', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  expect(await navLabels(page)).not.toContain('Utenti');
  await page.goto('/users');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
});
