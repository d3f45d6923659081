import { createSigner } from 'fast-jwt';
import { expect, test } from './fixtures.ts';
import { E2E_JWT_SECRET, login, loginAndWaitHome } from './support.ts';

test('the demo customer logs in and lands on home', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Ciao Chiara!' })).toBeVisible();
  await expect(
    page.getByText('Ti diamo il benvenuto nella carta fedeltà di Salone Aurora.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Salone Aurora' })).toBeVisible();
  // Salone Aurora's home template is S: its content is the customer's notices.
  const notices = page.getByRole('list', { name: 'I tuoi avvisi' });
  await expect(notices.getByRole('listitem')).toHaveCount(3);
});

test('a wrong password and an inactive user get their own messages', async ({ page }) => {
  await login(page, 'cliente@tessera.demo', 'sbagliata');
  await expect(page.getByRole('alert')).toHaveText('Username e/o password non validi');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, '  sospeso@tessera.demo ');
  await expect(page.getByRole('alert')).toHaveText(
    "Utente non attivo, contattare l'amministratore",
  );
  expect(await page.evaluate(() => localStorage.getItem('tessera.token'))).toBeNull();
});

test('a visitor is sent to login with the redirect, and comes back after logging in', async ({
  page,
}) => {
  await page.goto('/activities');
  await expect(page).toHaveURL('/login?redirect=%2Factivities');
  await login(page, 'cliente@tessera.demo', undefined, true);
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue attività' })).toBeVisible();
});

test('an expired access token is refreshed without the customer noticing', async ({ page }) => {
  await loginAndWaitHome(page, 'cliente@tessera.demo');
  const before = await page.evaluate(() => localStorage.getItem('tessera.refreshToken'));
  const claims = await page.evaluate(() => {
    const token = localStorage.getItem('tessera.token') ?? '';
    return JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
  });
  const expired = createSigner({
    key: E2E_JWT_SECRET,
    expiresIn: 1000,
    clockTimestamp: Date.now() - 60_000,
  })({
    id: claims.id,
    username: claims.username,
    roles: claims.roles,
    sid: claims.sid,
  });
  // The next page starts with it (an init script, once): set from this page, a request the home
  // page still made would refresh with the same refresh token, and the navigation would drop the
  // pair it got back (a race of two pages, not the customer's one).
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e.expired')) return;
    sessionStorage.setItem('e2e.expired', '1');
    localStorage.setItem('tessera.token', t);
  }, expired);
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/token/refresh') && r.status() === 200,
  );
  await page.goto('/activities');
  await refreshed;
  await expect(page.getByText('Trattoria Da Rita')).toBeVisible();
  await expect(page).toHaveURL(/\/activities$/);
  const after = await page.evaluate(() => [
    localStorage.getItem('tessera.token'),
    localStorage.getItem('tessera.refreshToken'),
  ]);
  expect(after[0]).not.toBe(expired);
  expect(after[1]).not.toBe(before);
});

test('logout asks for confirmation, then ends the session here and on the server', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  const token = await page.evaluate(() => localStorage.getItem('tessera.token'));
  await page.getByRole('button', { name: 'Esci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esci' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width ?? 999).toBeLessThanOrEqual(550);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    ['tessera.token', 'tessera.refreshToken', 'tessera.activities'].map((k) =>
      localStorage.getItem(k),
    ),
  );
  expect(stored).toEqual([null, null, null]);
  // The old access token stops at once, not when it expires.
  const old = await page.request.get('/api/app/users', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
});
