// Issue 25: a business onboarded from screens. The super admin opens Gelateria Nuvola with its
// first admin, who chooses a password from the e-mail and lands on the console; the super admin
// switches the activity off and on again.
import { expect, test } from './fixtures.ts';
import { codeIn, linkIn, waitForMail } from './mailbox.ts';
import { freshEmail } from './signup.ts';
import { login, loginAndWaitHome, navigateTo } from './support.ts';

test('a super admin onboards Gelateria Nuvola; its new admin chooses a password and lands on the console', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Gelateria Nuvola ${suffix}`;
  const email = freshEmail('nadia');

  await loginAndWaitHome(page, 'super@tessera.demo');
  await expect(page).toHaveURL(/\/console$/);
  await navigateTo(page, 'Tutte le attività');
  await page.getByRole('button', { name: 'Nuova attività' }).click();
  const form = page.getByRole('dialog', { name: 'Nuova attività' });
  await form.getByRole('textbox', { name: "Nome dell'attività" }).fill(name);
  await form.getByRole('textbox', { name: /Indirizzo/ }).click();
  await expect(form.getByRole('textbox', { name: /Indirizzo/ })).toHaveValue(
    `gelateria-nuvola-${suffix}`,
  );
  await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Nadia');
  const since = Date.now();
  await form.getByRole('button', { name: 'Crea' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${name} è pronta: ${email} riceverà` }),
  ).toBeVisible();
  await page.getByRole('searchbox').fill(suffix);
  await expect(page.getByText(`gelateria-nuvola-${suffix}`).first()).toBeVisible();

  // The new admin, on their own device: the e-mail's link, a code, a password, the console.
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const welcome = await waitForMail(email, since);
  await owner.goto(linkIn(welcome, '/forgot-password'));
  await expect(owner.getByLabel('E-mail')).toHaveValue(email);
  const asked = Date.now();
  await owner.getByRole('button', { name: 'Invia' }).click();
  await expect(owner).toHaveURL(/\/login$/);
  const reset = await waitForMail(email, asked);
  await owner.goto(`/forgot-password/code?${new URLSearchParams({ email, code: codeIn(reset) })}`);
  await owner.getByLabel('Nuova password').fill('Nuvola2026!');
  await owner.getByLabel('Conferma password').fill('Nuvola2026!');
  await owner.getByRole('button', { name: 'Salva' }).click();
  await expect(owner).toHaveURL(/\/login$/);
  await login(owner, email, 'Nuvola2026!');
  // A member of the activity: its privacy first, as every member's (SPEC §2), then the console.
  await owner.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
  await owner.getByRole('button', { name: 'Salva' }).click();
  await expect(owner).toHaveURL(/\/console$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Gestione' })).toBeVisible();
  // The customer app of an empty activity: its home, its name, no error.
  await owner.getByRole('link', { name: "Guarda l'app come la vedono i clienti" }).click();
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  // Every list of the empty activity says it is empty, none fails.
  for (const [entry, empty] of [
    ['Movimenti', 'Non ci sono ancora movimenti sulla tua carta.'],
    ['Negozio', 'Non ci sono ancora negozi da mostrare.'],
    ['Notifiche', 'Non hai notifiche al momento.'],
  ] as const) {
    await navigateTo(owner, entry);
    await expect(owner.getByText(empty)).toBeVisible();
  }
  await owner.context().close();

  // Switched off, asked first; then on again.
  await page
    .getByRole('switch', { name: `${name} attiva` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${name} è disattivata` })).toBeVisible();
  await expect(page.getByRole('switch', { name: `${name} attiva` }).first()).not.toBeChecked();
  await page
    .getByRole('switch', { name: `${name} attiva` })
    .first()
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${name} è di nuovo attiva` }),
  ).toBeVisible();
});

test("Aurora's admin changes the cashback from 5 % to 7 %: the example follows, it asks first, the change is listed", async ({
  page,
}) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Condizioni della carta');
  const rate = page.getByRole('textbox', { name: /^Cashback sulla spesa/ });
  await expect(rate).toHaveValue('5');
  // The API carries euros (0.1, 2, 3): shown the Italian way.
  await expect(page.getByRole('textbox', { name: /^Valore di un punto/ })).toHaveValue('0,10');
  await expect(page.getByRole('textbox', { name: /^Benvenuto in euro/ })).toHaveValue('2,00');
  await expect(
    page.getByRole('textbox', { name: /^Premio presenta un amico in euro/ }),
  ).toHaveValue('3,00');
  const setRate = async (value: string) => {
    await rate.fill(value);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Cambiare le condizioni della carta?' })
      .getByRole('button', { name: 'Salva le nuove condizioni' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Condizioni della carta salvate' }),
    ).toBeVisible();
  };
  try {
    await rate.fill('7');
    await expect(page.getByText(/Una spesa di 50,00 € fa guadagnare 3,50 €/)).toBeVisible();
    await setRate('7');
    await expect(page.getByText('Cashback sulla spesa: da 5 % a 7 %').first()).toBeVisible();
  } finally {
    // The demo's other walks expect Aurora's 5 %.
    await setRate('5');
  }
});

test("Aurora's admin adds a store with its hours, customers find it, and removes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Aurora Centro ${Math.random().toString(36).slice(2, 6)}`;
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Negozi e orari');
  await expect(page.getByText('Principale').first()).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi negozio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo negozio' });
  await dialog.getByRole('textbox', { name: /^Nome del negozio/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Dante 3');
  await dialog.getByRole('textbox', { name: /^Città/ }).fill('Bologna');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${name} aggiunto` })).toBeVisible();

  const customer = await (await browser.newContext({ baseURL })).newPage();
  await loginAndWaitHome(customer, 'giulia@tessera.demo');
  await navigateTo(customer, 'Negozi');
  await expect(customer.getByText(name)).toBeVisible();
  await customer.context().close();

  await page.getByRole('button', { name: `Elimina ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${name} eliminato` })).toBeVisible();
});

test("Aurora's admin reads the shop's shipping, payments and pick-up on a phone, and changes the courier's price", async ({
  page,
}) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Consegne e pagamenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Consegne e pagamenti' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Ritiro in negozio/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Corriere/ })).toBeChecked();
  await expect(page.getByText(/Fino a 50,00 € la consegna costa 6,90 €/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Ordine minimo/ })).toHaveValue('15,00');
  // Euros typed, sent as euros, read back after a reload.
  const standard = page
    .getByRole('group', { name: 'Corriere' })
    .getByRole('textbox', { name: /^Prezzo standard/ });
  const setStandard = async (value: string) => {
    await standard.fill(value);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Consegne e pagamenti salvati' }),
    ).toBeVisible();
  };
  try {
    await setStandard('7,25');
    await page.reload();
    await expect(standard).toHaveValue('7,25');
    await expect(page.getByText(/Fino a 50,00 € la consegna costa 7,25 €/)).toBeVisible();
  } finally {
    // The demo's shop walk expects Aurora's 6,90 €.
    await setStandard('6,90');
  }
});
