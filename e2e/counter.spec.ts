// Issue 9, the counter: staff of Salone Aurora find a new customer's card by its code and record
// a purchase; the customer then sees the new balance and the movement. A refusal beyond the
// balance and a reversal too. The customer is new (signed up here), so no other test's changes
// count.
import { expect, type Page, test } from './fixtures.ts';
import { freshEmail, signUp } from './signup.ts';
import { loginAndWaitHome, navigateTo, PASSWORD } from './support.ts';

/** The card code the customer's own screen shows. */
async function myCardCode(page: Page) {
  await page.goto('/card');
  const code = page.getByTestId('card-code').first();
  await expect(code).toHaveText(/\d/);
  return ((await code.textContent()) ?? '').replace(/\D/g, '');
}

test('staff record a purchase at the counter and the customer sees it', async ({
  page,
  request,
  browser,
}) => {
  const email = freshEmail('counter');
  await signUp(page, request, email, PASSWORD, 'Carlo');
  await loginAndWaitHome(page, email);
  const code = await myCardCode(page);
  expect(code).toMatch(/^[1-9]\d{11}$/);
  // Salone Aurora's welcome: 2,00 € and 20 points.
  await expect(page.getByText('2,00 €').first()).toBeVisible();

  const staffContext = await browser.newContext();
  const counter = await staffContext.newPage();
  try {
    await loginAndWaitHome(counter, 'cassa@tessera.demo');
    await navigateTo(counter, 'Cassa');
    await expect(counter).toHaveURL(/\/counter$/);
    await counter.getByLabel('Codice della carta').fill(code);
    await counter.getByRole('button', { name: 'Cerca' }).click();
    await expect(counter.getByRole('heading', { name: /^Carlo / })).toBeVisible();
    await expect(counter.getByTestId('counter-balance')).toHaveText('2,00 €');

    // 5 % of 42,50 € is 2,12 €, and 21 points.
    await counter.getByLabel('Importo speso (€)').fill('42,50');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByText('Registrato: +2,12 € · +21 punti')).toBeVisible();
    await expect(counter.getByTestId('counter-balance')).toHaveText('4,12 €');

    // Beyond the balance: refused, nothing changes.
    await counter.getByRole('button', { name: 'Paga col saldo' }).click();
    await counter.getByLabel('Importo (€)').fill('10');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByRole('alert').filter({ hasText: 'Saldo insufficiente' })).toHaveText(
      'Saldo insufficiente: sulla carta ci sono 4,12 €',
    );
    await counter.getByLabel('Importo (€)').fill('1,12');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByText('Registrato: −1,12 €')).toBeVisible();
    await counter.getByRole('button', { name: 'Storna' }).click();
    await expect(counter.getByText('Stornato: +1,12 €')).toBeVisible();
    await expect(counter.getByTestId('counter-balance')).toHaveText('4,12 €');
  } finally {
    await staffContext.close();
  }

  // The customer's card and movements.
  await page.goto('/card');
  await expect(page.getByText('4,12 €').first()).toBeVisible();
  await page.goto('/flows');
  await expect(page.getByText('Storno').first()).toBeVisible();
  await expect(page.getByText('Accumulo automatico')).toBeVisible();
  await expect(page.getByText('+2,12 €')).toBeVisible();
});

test('a customer has no counter entry, and the counter screen refuses them', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigazione' });
  await expect(nav.getByRole('link', { name: 'Profilo' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cassa' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/counter');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
});
