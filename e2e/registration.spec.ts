import { expect, test } from './fixtures.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import { auroraId, freshEmail, requestCode, signUp } from './signup.ts';
import { login } from './support.ts';

const PASSWORD = 'Benvenuta2026!';

test('a new customer signs up from the permalink with the e-mailed code, then logs in', async ({
  page,
  request,
}) => {
  // The Pixel 7 of the config is an Android phone: after 6 s it goes to the Play store.
  await page.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Play store</h1>' }),
  );
  const email = freshEmail('anna');
  await signUp(page, request, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Vai al login' })).toBeVisible();
  await page.waitForURL(/play\.google\.com\/store\/apps\/details\?id=demo\.tessera\.aurora/, {
    timeout: 10_000,
  });

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salone Aurora' })).toBeVisible();
  // What the form gave is what the account holds.
  const profile = await page.evaluate(async () => {
    const res = await fetch('/api/app/users', {
      headers: { authorization: `Bearer ${localStorage.getItem('tessera.token')}` },
    });
    return ((await res.json()) as { data: unknown }).data;
  });
  expect(profile).toMatchObject({
    username: email,
    name: 'Anna',
    surname: 'Bianchi',
    birthDate: '1992-05-14',
    gender: 'F',
    typo: 'F',
    town: 'Bologna',
    address: 'Via Roma',
    streetNumber: '12',
    cap: '40121',
    phone: '+39 333 1234567',
    language: 'it',
  });
});

test.describe('on a desktop browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36',
  });

  test('the closing screen stays, sends the browser agent and leads to login', async ({
    page,
    request,
  }) => {
    const email = freshEmail('bruna');
    await signUp(page, request, email, PASSWORD, 'Bruna');
    await expect(
      page.getByText('Ora puoi accedere con la tua e-mail e la password.'),
    ).toBeVisible();
    const navigation = await page.waitForRequest(
      (r) => r.url().endsWith('/app/sendnavigation') && r.method() === 'POST',
      { timeout: 10_000 },
    );
    expect(navigation.postDataJSON()).toEqual({ data: expect.stringContaining('X11; Linux') });
    await expect(page).toHaveURL(/\/registration\/stepCompleteStore$/);
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a wrong code is refused and the right one still works', async ({ page, request }) => {
  const email = freshEmail('carla');
  const code = await requestCode(page, await auroraId(request), email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Codice').fill(wrong);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('alert')).toHaveText('Codice non valido');
  await expect(page).toHaveURL(/\/registration\/stepCode$/);
  await page.getByLabel('Codice').fill(code);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/registration\/stepConfirmRegistration$/);
});

test('without a permalink the business code is asked first; a known e-mail is sent to login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByLabel('Codice attività').fill('non-esiste');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Nessuna attività con questo codice')).toBeVisible();
  await page.getByLabel('Codice attività').fill('salone-aurora');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Registrati a Salone Aurora')).toBeVisible();

  const since = Date.now();
  await page.getByLabel('E-mail').fill('giulia@tessera.demo');
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page.getByRole('alert')).toContainText('Questa e-mail è già registrata');
  await page.getByRole('alert').getByRole('link', { name: 'Recupera la password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // No code went to the registered address.
  await expect(waitForMail('giulia@tessera.demo', since, 1_000)).rejects.toThrow();
});

test('the journey works under a language prefix', async ({ page, request }) => {
  await page.goto(`/gb/registration/${await auroraId(request)}`);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Sign up to Salone Aurora')).toBeVisible();
  const email = freshEmail('dora');
  await page.getByLabel('E-mail').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page).toHaveURL(/\/gb\/registration\/stepCode$/);
  codeIn(await waitForMail(email, since));
});
