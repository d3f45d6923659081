// Sign-up through the screens, reading the code from the e-mail the server really sends.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeIn, waitForMail } from './mailbox.ts';

/** Salone Aurora's id, as a permalink lookup gives it. */
export async function auroraId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/app/activities/permalink/salone-aurora');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { activityId: number } }).data.activityId;
}

/** A fresh address for every call, so specs and reruns never collide. */
export function freshEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** From the permalink entry to the code step; returns the code of the e-mail. */
export async function requestCode(page: Page, activityId: number, email: string) {
  await page.goto(`/registration/${activityId}`);
  await expect(page.getByText('Registrati a Salone Aurora')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page).toHaveURL(/\/registration\/stepCode$/);
  return codeIn(await waitForMail(email, since));
}

/** Fills the registration data form of Salone Aurora (address, nation and phone shown). */
export async function fillRegistration(page: Page, name: string, password: string) {
  await expect(page).toHaveURL(/\/registration\/stepConfirmRegistration$/);
  // One language selector: the screen's own, at its top.
  await expect(page.getByRole('combobox', { name: 'Lingua' })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByLabel('Giorno').selectOption('14');
  await page.getByLabel('Mese').selectOption('5');
  await page.getByLabel('Anno').selectOption('1992');
  await page.getByRole('radio', { name: 'Donna' }).check();
  await expect(page.getByRole('radio', { name: 'Privato' })).toBeChecked();
  await page.getByLabel('Indirizzo').fill('Via Roma');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByLabel('CAP').fill('40121');
  await page.getByLabel('Telefono').fill('+39 333 1234567');
  await page.getByLabel(/^Password\W*$/).fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByLabel('Nazione').selectOption({ label: 'Italia' });
  await page.getByLabel('Comune').fill('Bolo');
  await page.getByRole('option', { name: 'Bologna (BO)' }).click();
  await page.getByRole('checkbox', { name: /^Informativa sulla privacy/ }).check();
  // Marketing and profiling are opt-in (GDPR, Planet49): never ticked for the customer.
  await expect(
    page.getByRole('checkbox', { name: /^Comunicazioni commerciali/ }),
  ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Profilazione/ })).not.toBeChecked();
}

/** The whole sign-up of a new Salone Aurora customer, up to the closing screen. */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  name = 'Anna',
) {
  const code = await requestCode(page, await auroraId(request), email);
  await page.getByLabel('Codice').fill(code);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await fillRegistration(page, name, password);
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
  await expect(page).toHaveURL(/\/registration\/stepCompleteStore$/);
  await expect(page.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible();
}
