// Someone with an account, arriving through another activity's registration link, logs in and
// joins it (issue 3.9): a customer with a card there, on its home once its privacy is accepted.
import { expect, test } from './fixtures.ts';
import { activityIdOf, ritaCustomer } from './members.ts';
import { login } from './support.ts';

test('a customer of Da Rita joins Salone Aurora from its registration link', async ({
  page,
  request,
}) => {
  const email = await ritaCustomer(request, 'Ginevra');
  const aurora = await activityIdOf(request, 'salone-aurora');
  await page.goto(`/registration/${aurora}`);
  await expect(page.getByText('Registrati a Salone Aurora')).toBeVisible();
  await page.getByRole('link', { name: 'Accedi e unisciti' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await login(page, email, undefined, true);

  // A member of Salone Aurora now: its privacy is asked first, then its home.
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salone Aurora' })).toBeVisible();
  await page.goto('/card');
  await expect(page.getByTestId('card-code')).toBeVisible();

  // Both activities are hers; the link again changes nothing.
  await page.goto('/activities');
  await expect(page.getByRole('button', { name: /Trattoria Da Rita/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Salone Aurora/ })).toBeVisible();
  await page.goto(`/join/${aurora}`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/activities');
  await expect(page.getByRole('button', { name: /Salone Aurora/ })).toHaveCount(1);
});
