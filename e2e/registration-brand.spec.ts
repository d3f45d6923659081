// Sign-up reached through an activity's link wears that activity's colours (issue 8), whichever
// activity was seen before on this browser.
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';

async function idOf(request: APIRequestContext, permalink: string) {
  const res = await request.get(`/app/activities/permalink/${permalink}`);
  return ((await res.json()) as { data: { activityId: number } }).data.activityId;
}

const background = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((b) => getComputedStyle(b).backgroundColor);

test("sign-up through an activity's link takes its colours", async ({ page, request }) => {
  const aurora = await idOf(request, 'salone-aurora');
  const rita = await idOf(request, 'trattoria-da-rita');

  await page.goto(`/registration/${aurora}`);
  await expect(page.getByText('Registrati a Salone Aurora')).toBeVisible();
  // Salone Aurora's colour is 7B1FA2.
  await expect.poll(() => background(page, 'Invia il codice')).toBe('rgb(123, 31, 162)');

  await page.goto(`/registration/${rita}`);
  await expect(page.getByText('Registrati a Trattoria Da Rita')).toBeVisible();
  // Trattoria Da Rita's is C62828.
  await expect.poll(() => background(page, 'Invia il codice')).toBe('rgb(198, 40, 40)');

  // The next steps of the same sign-up keep them.
  await page.getByLabel('E-mail').fill(`brand.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page).toHaveURL(/\/registration\/stepCode$/);
  const link = page.getByRole('link', { name: 'Accedi' });
  await expect.poll(() => link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(198, 40, 40)');
});
