import { expect, type Page } from '@playwright/test';

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

export async function loginAndWaitHome(page: Page, username: string) {
  await login(page, username);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

/** Opens the phone drawer and returns the labels of its entries. */
export async function navLabels(page: Page, openLabel = 'Apri il menu', navLabel = 'Navigazione') {
  await page.getByRole('button', { name: openLabel }).click();
  const nav = page.getByRole('navigation', { name: navLabel });
  await expect(nav).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
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
  await page.getByRole('navigation', { name: navLabel }).getByRole('link', { name: label }).click();
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
