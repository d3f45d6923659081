import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { parseMail, waitForMail } from './mailbox.ts';
import { ritaCustomer } from './members.ts';
import { auroraId } from './signup.ts';
import { loginAndWaitHome, navigateTo, navLabels, PASSWORD } from './support.ts';

const SUCCESS = 'Operazione completata con successo';

async function expectSuccess(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toBeVisible();
}

/** What adding a user says, whether or not the e-mail had an account (issue 15 F4). */
const ADDED =
  "Fatto. Se l'e-mail ha già un account, riceve un invito e compare qui quando lo accetta.";

/** Opens the edit dialog of the user with this e-mail, found with the search. */
async function editUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(email);
  await expect(page.getByRole('list', { name: 'Utenti' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Modifica ${email}` }).click();
  return page.getByRole('dialog', { name: 'Modifica utente' });
}

/** Whether the API lets `username` in with `password`. */
async function logsIn(request: APIRequestContext, username: string, password: string) {
  return (await request.post('/api/login_check', { data: { username, password } })).ok();
}

test('an admin creates, finds, edits the membership of and removes a user', async ({ page }) => {
  const email = `nuovo.${Date.now()}@tessera.demo`;
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Utenti' });
  await expect(list.getByText('admin@tessera.demo')).toBeVisible();

  // Create: password required, role and active left at their defaults (ROLE_USER, Y).
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo utente' });
  await expect(create.getByText("Usata solo se l'account è nuovo")).toBeVisible();
  await expect(
    create.getByText('Se ha già un account, riceve un invito e si aggiunge solo quando lo accetta'),
  ).toBeVisible();
  await create.getByLabel('E-mail').fill(email);
  await create.getByLabel(/^Nome/).fill('Nadia');
  await create.getByLabel(/^Cognome/).fill('Prova');
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create.getByText('Campo obbligatorio')).toBeVisible();
  await create.getByLabel(/^Password/).fill('Tessera2026!');
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: ADDED })).toBeVisible();

  // The same e-mail again: an admin's words under the e-mail, not a customer's.
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const again = page.getByRole('dialog', { name: 'Nuovo utente' });
  await again.getByLabel('E-mail').fill(email);
  await again.getByLabel(/^Nome/).fill('Nadia');
  await again.getByLabel(/^Cognome/).fill('Prova');
  await again.getByLabel(/^Password/).fill('Tessera2026!');
  await again.getByRole('button', { name: 'Salva' }).click();
  await expect(
    again.getByText(
      "Questa e-mail appartiene già a un utente di questa attività: cercalo nell'elenco per modificarlo",
    ),
  ).toBeVisible();
  await expect(again.getByText(/recupera la password/)).toHaveCount(0);
  await again.getByRole('button', { name: 'Annulla' }).click();
  await expect(again).toBeHidden();

  // Find it with the search.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(email);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Nadia Prova')).toBeVisible();
  await expect(row.getByText(/^Utente · \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(row.getByText('Sì')).toBeVisible();

  // Edit: the account is shown, not editable; the role and the active flag are.
  const edit = await editUser(page, email);
  await expect(edit.getByText('Nadia Prova')).toBeVisible();
  await expect(edit.getByRole('textbox')).toHaveCount(0);
  await edit.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Amministratore' }).click();
  await edit.getByRole('switch', { name: 'Attivo' }).click();
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await expectSuccess(page);
  await expect(row.getByText(/^Amministratore · /)).toBeVisible();
  await expect(row.getByText('No')).toBeVisible();

  // Remove it from the activity after confirming.
  await page.getByRole('button', { name: `Elimina ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Elimina utente' });
  await expect(
    confirm.getByText(`Vuoi davvero togliere ${email} da questa attività?`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expectSuccess(page);
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(0);
});

test('an admin invites an existing customer as counter staff, who accepts (issue 15 F4)', async ({
  page,
  request,
}) => {
  // A customer of Trattoria Da Rita only.
  const email = await ritaCustomer(request, 'Ottavia');
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo utente' });
  await create.getByLabel('E-mail').fill(email);
  await create.getByLabel(/^Nome/).fill('Altro');
  await create.getByLabel(/^Cognome/).fill('Nome');
  await create.getByLabel(/^Password/).fill('Un-altra-2026');
  await create.getByRole('combobox', { name: 'Ruolo' }).click();
  await page.getByRole('option', { name: 'Personale di cassa' }).click();
  const since = Date.now();
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create).toBeHidden();
  // The same words as for a new e-mail: nothing says the account exists.
  await expect(page.getByRole('alert').filter({ hasText: ADDED })).toBeVisible();
  // Not a member until accepted: not in the list, its credentials as they were.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(email);
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  expect(await logsIn(request, email, 'Un-altra-2026')).toBe(false);
  const mail = parseMail(await waitForMail(email, since));
  expect(mail.headers).toContain('Salone Aurora: hai un invito come personale di cassa');
  expect(mail.body).toContain('/invitations');
  await logout(page);

  // The customer finds it in the notifications, and accepts.
  await loginAndWaitHome(page, email);
  await page.goto('/notifications');
  const notice = page.getByRole('article', {
    name: 'Salone Aurora: hai un invito come personale di cassa',
  });
  await notice.getByRole('link', { name: 'Apri' }).click();
  await expect(page).toHaveURL(/\/invitations$/);
  await page
    .getByRole('article', { name: 'Salone Aurora ti invita come Personale di cassa' })
    .getByRole('button', { name: 'Accetta' })
    .click();
  // Salone Aurora's privacy first, as for any activity joined; then its counter.
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/counter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible();
  await page.goto('/invitations');
  await expect(page.getByText('Nessun invito in attesa')).toBeVisible();
});

test('roles follow the activity: an admin of Salone Aurora only is a customer at Da Rita', async ({
  page,
  request,
}) => {
  try {
    // The demo customer of both activities becomes an admin of Salone Aurora.
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await navigateTo(page, 'Utenti');
    const edit = await editUser(page, 'cliente@tessera.demo');
    await edit.getByRole('combobox', { name: 'Ruolo' }).click();
    await page.getByRole('option', { name: 'Amministratore' }).click();
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expectSuccess(page);
    await logout(page);

    // An admin now: signing in leads to Salone Aurora's console (issue 25).
    await loginAndWaitHome(page, 'cliente@tessera.demo');
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestione' })).toBeVisible();
    expect(await navLabels(page)).toContain('Utenti');
    await navigateTo(page, 'Attività');
    await page.getByRole('button', { name: /Trattoria Da Rita/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Da Rita' })).toBeVisible();
    expect(await navLabels(page)).not.toContain('Utenti');
    await page.goto('/users');
    await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
  } finally {
    await demoteCliente(request);
  }
});

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Puts the demo customer back as a plain customer of Salone Aurora, through the API. */
async function demoteCliente(request: APIRequestContext) {
  const activityId = await auroraId(request);
  const token = async (username: string) => {
    const res = await request.post('/api/login_check', { data: { username, password: PASSWORD } });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const claims = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { id: number };
  const cliente = claims(await token('cliente@tessera.demo')).id;
  const res = await request.put(`/api/users/${cliente}`, {
    headers: { authorization: `Bearer ${await token('admin@tessera.demo')}` },
    data: { roles: ['ROLE_USER'], activityId },
  });
  expect(res.ok()).toBe(true);
}

test('the list names roles and tells a suspended account; the dialog opens on the role held', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  const list = page.getByRole('list', { name: 'Utenti' });
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('sospeso@');
  // The account is switched off (the membership is on): not active.
  await expect(list.getByRole('listitem').getByText('No, account sospeso')).toBeVisible();
  await expect(list.getByText('Sì')).toHaveCount(0);
  const edit = await editUser(page, 'cassa@tessera.demo');
  await expect(edit.getByRole('combobox', { name: 'Ruolo' })).toHaveText('Personale di cassa');
  await edit.getByRole('button', { name: 'Annulla' }).click();
  const cassa = list.getByRole('listitem').filter({ hasText: 'cassa@tessera.demo' });
  await expect(cassa.getByText(/^Personale di cassa · /)).toBeVisible();
  await expect(page.getByText(/ROLE_/)).toHaveCount(0);
});

test('an admin cannot delete their own account and does not see super admins', async ({ page }) => {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await navigateTo(page, 'Utenti');
  await expect(page.getByRole('button', { name: 'Modifica admin@tessera.demo' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Elimina admin@tessera.demo' })).toBeDisabled();
  // Other specs add customers to Salone Aurora: search rather than count on the first page.
  const search = page.getByRole('searchbox', { name: 'Cerca' });
  await search.fill('giulia@');
  await expect(page.getByRole('button', { name: 'Modifica giulia@tessera.demo' })).toBeEnabled();
  await search.fill('super@');
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  await expect(page.getByText('super@tessera.demo')).toHaveCount(0);
});

test('a super admin, a plain member of the activity, edits the account fields too', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'super@tessera.demo');
  await navigateTo(page, 'Utenti');
  const edit = await editUser(page, 'giulia@tessera.demo');
  await expect(edit.getByLabel(/^Cognome/)).toHaveValue('Bianchi');
  await expect(edit.getByLabel(/^Password/)).toBeVisible();
  await edit.getByRole('button', { name: 'Annulla' }).click();
  await expect(edit).toBeHidden();
});

test('a customer has no users entry and the screen is not found', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  expect(await navLabels(page)).not.toContain('Utenti');
  await page.goto('/users');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
});
