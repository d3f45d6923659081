import { expect, type Page, test } from './fixtures.ts';
import { codeIn, parseMail, waitForMail } from './mailbox.ts';
import { freshEmail, signUp } from './signup.ts';
import { login, loginAndWaitHome, navigateTo, PASSWORD, pickLanguage } from './support.ts';

const NEW_PASSWORD = 'Nuova-Tessera2027';

const snack = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openProfile(page: Page, username = 'cliente@tessera.demo') {
  await loginAndWaitHome(page, username);
  await navigateTo(page, 'Profilo');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Cellulare')).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function changePassword(page: Page, oldPassword: string, password: string) {
  await page.getByRole('button', { name: 'Cambia password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password' });
  await dialog.getByLabel('Vecchia password').fill(oldPassword);
  await dialog.getByLabel('Nuova password', { exact: true }).fill(password);
  await dialog.getByLabel('Conferma nuova password').fill(password);
  await dialog.getByRole('button', { name: 'Cambia password' }).click();
  return dialog;
}

test('the customer edits the profile and finds it saved after a reload', async ({ page }) => {
  await openProfile(page);
  await page.getByLabel('Cellulare').fill('+39 333 1234567');
  await page.getByLabel('Giorno').selectOption('12');
  await page.getByLabel('Mese').selectOption('5');
  await page.getByLabel('Anno').selectOption('1990');
  await page.getByLabel('Nazione').selectOption({ label: 'Italia' });
  await page.getByLabel('Comune').fill('Rom');
  await page.getByRole('option', { name: 'Roma (RM)' }).click();
  await page.getByRole('radio', { name: 'Azienda' }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(snack(page, 'Profilo aggiornato correttamente')).toBeVisible();

  await page.reload();
  // One town field, as sign-up has it.
  await expect(page.getByLabel('Località')).toHaveCount(0);
  await expect(page.getByLabel('Cellulare')).toHaveValue('+39 333 1234567');
  await expect(page.getByLabel('Giorno')).toHaveValue('12');
  await expect(page.getByLabel('Mese')).toHaveValue('5');
  await expect(page.getByLabel('Anno')).toHaveValue('1990');
  await expect(page.getByLabel('Comune')).toHaveValue('Roma (RM)');
  await expect(page.getByRole('radio', { name: 'Azienda' })).toBeChecked();
});

test('the customer changes the password: a wrong old one is refused, the new one logs in', async ({
  page,
}) => {
  try {
    await openProfile(page);
    const dialog = await changePassword(page, 'sbagliata-1', NEW_PASSWORD);
    await expect(dialog.getByText('La vecchia password non è corretta')).toBeVisible();
    await dialog.getByLabel('Vecchia password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Cambia password' }).click();
    await expect(snack(page, 'Password cambiata correttamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    await logout(page);
    await login(page, 'cliente@tessera.demo', PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Username e/o password non validi');
    await login(page, 'cliente@tessera.demo', NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();

    // Back to the demo password, which the other specs use.
    await navigateTo(page, 'Profilo');
    await changePassword(page, NEW_PASSWORD, PASSWORD);
    await expect(snack(page, 'Password cambiata correttamente')).toBeVisible();
  } finally {
    await restorePassword(page);
  }
});

/** If the test stopped half-way, puts the demo password back through the API. */
async function restorePassword(page: Page) {
  const res = await page.request.post('/api/login_check', {
    data: { username: 'cliente@tessera.demo', password: NEW_PASSWORD },
  });
  if (!res.ok()) return;
  const { data } = (await res.json()) as { data: { token: string } };
  const claims = JSON.parse(
    Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString(),
  ) as { id: number };
  await page.request.put(`/api/users/${claims.id}/changepassword`, {
    headers: { authorization: `Bearer ${data.token}` },
    data: { oldPassword: NEW_PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
  });
}

test('the customer changes the login e-mail with the password and a code sent to the new address', async ({
  page,
  request,
}) => {
  // A customer of this test's own: the other specs log in with the demo addresses.
  const before = freshEmail('ester');
  const after = freshEmail('ester.nuova');
  await signUp(page, request, before, PASSWORD, 'Ester');
  await openProfile(page, before);
  const section = page.getByRole('region', { name: 'E-mail di accesso' });
  await expect(section.getByText(before)).toBeVisible();
  // Another session of the same customer, which the change ends.
  const other = await request.post('/api/login_check', {
    data: { username: before, password: PASSWORD },
  });
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;

  await section.getByRole('button', { name: 'Cambia e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail di accesso' });
  await dialog.getByLabel('Nuova e-mail').fill(after);
  await dialog.getByLabel('Password attuale').fill('sbagliata-1');
  await dialog.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(dialog.getByText('La vecchia password non è corretta')).toBeVisible();
  await dialog.getByLabel('Password attuale').fill(PASSWORD);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(dialog.getByText(`a ${after}`)).toBeVisible();
  const code = codeIn(await waitForMail(after, since));
  await dialog.getByLabel('Codice').fill(code === '000000' ? '000001' : '000000');
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog.getByText('Codice non valido')).toBeVisible();
  await dialog.getByLabel('Codice').fill(code);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(snack(page, 'E-mail cambiata correttamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(after)).toBeVisible();

  // The old address is told; the other session ended, this one goes on.
  expect(parseMail(await waitForMail(before, since)).body).toContain(after);
  const ended = await request.get('/api/app/users', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(ended.status()).toBe(401);
  await page.reload();
  await expect(section.getByText(after)).toBeVisible();

  await logout(page);
  await login(page, before);
  await expect(page.getByRole('alert')).toHaveText('Username e/o password non validi');
  await loginAndWaitHome(page, after);
});

test('the customer adds an address and deletes it after confirming', async ({ page }) => {
  await openProfile(page);
  const section = page.getByRole('region', { name: 'Indirizzi' });
  await expect(section.getByText('Nessun indirizzo salvato')).toBeVisible();
  await section.getByRole('button', { name: 'Aggiungi indirizzo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(dialog.getByText('Campo obbligatorio')).toHaveCount(5);
  await dialog.getByLabel(/^Destinatario/).fill('Chiara Rossi');
  await dialog.getByLabel(/^Telefono per il corriere/).fill('333 123 4567');
  await dialog.getByLabel(/^Indirizzo/).fill('Via Dante');
  await dialog.getByLabel(/^Numero civico/).fill('5');
  await dialog.getByRole('combobox', { name: /^Comune/ }).pressSequentially('Milan');
  await page.getByRole('option', { name: 'Milano (MI)' }).click();
  await dialog.getByLabel(/^CAP/).fill('20121');
  await dialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(snack(page, 'Indirizzo aggiunto correttamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Via Dante, 5')).toBeVisible();
  await expect(
    section.getByText('20121 Milano (MI) · Per Chiara Rossi · +39 333 123 4567'),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Elimina Via Dante, 5' }).click();
  const confirm = page.getByRole('dialog', { name: 'Elimina indirizzo' });
  expect((await confirm.boundingBox())?.width ?? 999).toBeLessThanOrEqual(550);
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(section.getByText('Via Dante, 5')).toBeHidden();
  await expect(section.getByText('Nessun indirizzo salvato')).toBeVisible();
});

test('the language screen applies the language and stores it with the customer', async ({
  page,
}) => {
  await openProfile(page);
  await page.getByRole('link', { name: /Italiano/ }).click();
  await expect(page).toHaveURL(/\/language$/);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/language$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
  await expect(snack(page, 'Idioma actualizado correctamente')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The profile shows the language once, as the app has it: its section, not a form field.
  await page.goto('/es/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Español/ })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);
  // Back to Italian for the other specs.
  await main.getByRole('link', { name: /Español/ }).click();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/language$/);
  await expect(snack(page, 'Lingua aggiornata correttamente')).toBeVisible();
});

test('a language picked in the drawer stays when the profile form is saved', async ({ page }) => {
  await openProfile(page);
  await pickLanguage(page, 'es');
  await expect(page).toHaveURL(/\/es\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Español/ })).toBeVisible();
  await main.getByLabel('Móvil').fill('+39 333 7654321');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(snack(page, 'Perfil actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(main.getByRole('link', { name: /Español/ })).toBeVisible();
  // Back to Italian for the other specs.
  await pickLanguage(page, 'it', 'Abrir el menú', 'Idioma');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
});
