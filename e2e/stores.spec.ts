// The stores (issue 9): Salone Aurora's two stores, main first, the entry in the plural; a
// store's details with its phone, map link and opening hours; Da Rita's one store, singular.
import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('Aurora: two stores, main first, and the details of one', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  const labels = await navLabels(page);
  expect(labels).toContain('Negozi');
  expect(labels).not.toContain('Negozio');
  await navigateTo(page, 'Negozi');
  await expect(page).toHaveURL(/\/stores$/);
  const list = page.getByRole('list', { name: 'Negozi' });
  await expect(list.getByRole('link')).toHaveText([
    /^Salone Aurora Centro.*Sede principale.*Via Roma 12, Bologna/,
    /^Salone Aurora Navile.*Via Navile 40, Bologna/,
  ]);

  await list.getByRole('link', { name: /Salone Aurora Navile/ }).click();
  await expect(page).toHaveURL(/\/stores\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salone Aurora Navile');
  await expect(page.getByRole('link', { name: 'Chiama +39 051 876 5432' })).toHaveAttribute(
    'href',
    'tel:+390518765432',
  );
  await expect(
    page.getByRole('link', { name: /^Apri Salone Aurora Navile nella mappa/ }),
  ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Navile/);
  const hours = page.getByRole('table', { name: 'Orari di apertura' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row').first()).toHaveText(/^Lunedì.*Chiuso$/);
  await expect(hours.getByRole('row').nth(1)).toContainText('09:00–12:30, 14:30–19:00');
  await expect(hours.getByRole('row').nth(5)).toContainText('08:30–13:00');
  await expect(page.getByTestId('open-now')).toHaveText(/^(Aperto ora|Chiuso ora)$/);

  await page.getByRole('link', { name: 'Tutti i negozi' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});

test('Da Rita: one store, the entry in the singular', async ({ page }) => {
  await loginAndWaitHome(page, 'marco@tessera.demo');
  const labels = await navLabels(page);
  expect(labels).toContain('Negozio');
  await navigateTo(page, 'Negozio');
  await expect(page.getByRole('list', { name: 'Negozio' }).getByRole('link')).toHaveText([
    /^Trattoria Da Rita.*Piazza Maggiore 3, Bologna/,
  ]);
});
