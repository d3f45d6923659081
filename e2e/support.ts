import { expect, type Page } from '@playwright/test';
import type { Role } from '../packages/domain/src/codes.ts';
import { landingPath } from '../packages/domain/src/navigation.ts';

/** The e2e server's JWT key, so a test can mint an expired access token. */
export const E2E_JWT_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only';
export const PASSWORD = 'Tessera2026!';

/**
 * The e2e server's API requests a minute per address. Above production's 300: the whole suite
 * runs from one address, and its screens read more than 300 times a minute. Still well below
 * what 30 loads of /login fetch in files, so e2e/page-loads.spec.ts keeps proving that files are
 * never counted.
 */
export const E2E_RATE_LIMIT = 1000;

/** Logs in from the login screen; `stay` keeps the current URL (and its redirect query). */
export async function login(page: Page, username: string, password = PASSWORD, stay = false) {
  if (!stay) await page.goto('/login');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * Signs in as the login screen does, without walking it (auth.spec.ts and a11y.spec.ts walk it):
 * the token pair from POST /api/login_check and the memberships stored where the app keeps them,
 * then the landing screen opened, as the login screen would open it.
 */
export async function loginAndWaitHome(page: Page, username: string) {
  const signedIn = await page.request.post('/api/login_check', {
    data: { username, password: PASSWORD },
  });
  expect(signedIn.status(), `login of ${username}`).toBe(200);
  const { token, refresh_token } = (await signedIn.json()).data;
  const mine = await page.request.get('/api/activities/customers/byiduser', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.status()).toBe(200);
  const { activityCustomers } = (await mine.json()).data as {
    activityCustomers: { activityId: number; roles?: Role[] }[];
  };
  const activityId = activityCustomers[0]?.activityId ?? null;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const roles = [
    ...(claims.roles ?? []),
    ...(activityCustomers.find((a) => a.activityId === activityId)?.roles ?? []),
  ];
  // Stored on the app's origin before the app's first script runs (no app running to overwrite it).
  await page.goto('/healthz');
  await page.evaluate(
    ({ keys, values }) => {
      for (const [i, key] of keys.entries()) {
        const value = values[i];
        if (value !== null) localStorage.setItem(key, value);
      }
    },
    {
      keys: ['tessera.token', 'tessera.refreshToken', 'tessera.activities', 'tessera.activityId'],
      values: [
        token,
        refresh_token,
        JSON.stringify(activityCustomers),
        activityId === null ? null : String(activityId),
      ],
    },
  );
  await page.goto(landingPath(roles));
  // The landing's first heading: the home's greeting, the console's first area, the counter's.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Opens the phone drawer and returns the labels of its entries. */
export async function navLabels(page: Page, openLabel = 'Apri il menu', navLabel = 'Navigazione') {
  await page.getByRole('button', { name: openLabel }).click();
  const nav = page.getByRole('navigation', { name: navLabel });
  await expect(nav).toBeVisible();
  // An entry's count (the agenda's requests waiting, the board's new orders) is left out: its
  // badge is hidden from screen readers, and its words follow the name after " · ".
  const labels = await nav.getByRole('link').evaluateAll((links) =>
    links.map((a) => {
      const copy = a.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').split(' · ')[0]?.trim() ?? '';
    }),
  );
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  return labels;
}

/** Opens the drawer and follows one of its entries. */
export async function navigateTo(
  page: Page,
  label: string,
  openLabel = 'Apri il menu',
  navLabel = 'Navigazione',
) {
  await page.getByRole('button', { name: openLabel }).click();
  await page
    .getByRole('navigation', { name: navLabel })
    // The entry's name, or its name and count ("Agenda · 3 da confermare").
    .getByRole('link', {
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · .*)?$`),
    })
    .click();
}

/** Picks a language in the drawer, where the picker is (issue 15: the top bar has no room). */
export async function pickLanguage(
  page: Page,
  code: string,
  openLabel = 'Apri il menu',
  pickerLabel = 'Lingua',
) {
  await page.getByRole('button', { name: openLabel }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: pickerLabel }).selectOption(code);
}
