import { expect, test } from './fixtures.ts';
import { codeIn, linkIn, waitForMail } from './mailbox.ts';
import { freshEmail, signUp } from './signup.ts';
import { login } from './support.ts';

test('a customer recovers the password with the e-mailed code and logs in with the new one', async ({
  page,
  request,
}) => {
  // A customer of this spec's own: no other spec depends on its password.
  const email = freshEmail('elena');
  await signUp(page, request, email, 'Primapass2026!', 'Elena');
  await page.getByRole('link', { name: 'Vai al login' }).click();

  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login form stays on screen until the lazy screen arrives: wait for the new one.
  await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: "Se l'indirizzo è registrato" }),
  ).toBeVisible();

  const mail = await waitForMail(email, since);
  const code = codeIn(mail);
  // A code typed by hand goes with the e-mail of the request, which the screen fills in.
  await page.getByRole('link', { name: 'Ho un codice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inserisci il codice' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Codice').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  // Under the code (the request's message may still be in the snackbar).
  await expect(page.getByRole('alert').filter({ hasText: 'Codice non valido' })).toBeVisible();
  // The e-mail's link carries the e-mail and the code, and checks them.
  const link = linkIn(mail, '/forgot-password/code');
  expect(link).toBe(`/forgot-password/code?${new URLSearchParams({ email, code })}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nuova password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Nuova password').fill('Secondapass2026!');
  await page.getByLabel('Conferma password').fill('Secondapass2026!');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password cambiata correttamente' }),
  ).toBeVisible();

  await login(page, email, 'Primapass2026!');
  await expect(page.getByRole('alert')).toHaveText('Username e/o password non validi');
  await login(page, email, 'Secondapass2026!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salone Aurora' })).toBeVisible();
});

test("a code for an e-mail without a reset is 'Codice non valido'", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ho un codice' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/code$/);
  await page.getByLabel('Codice').fill('000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('alert')).toHaveText("Inserisci l'e-mail");
  await page.getByLabel('E-mail').fill('nessuno@example.com');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('alert')).toHaveText('Codice non valido');
  await expect(page.getByLabel('Nuova password')).toHaveCount(0);
});

test('an e-mail without an account gets the same answer, and no e-mail', async ({ page }) => {
  // The server does not tell which addresses are registered (esito is true either way).
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('nessuno@example.com');
  const since = Date.now();
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: "Se l'indirizzo è registrato" }),
  ).toBeVisible();
  await expect(waitForMail('nessuno@example.com', since, 1_000)).rejects.toThrow();
});
