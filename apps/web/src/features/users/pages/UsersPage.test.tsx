import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { emailText, jwt, membership, wideScreen } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type ManagedUser, managedUser } from '../../../testing/fixtures/users.ts';
import UsersPage from './UsersPage.tsx';

const api = serveApi();

/** Names are letters (finding 3): user 3 is NomeD CognomeD. */
const letters = (id: number) => String(id).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? '');
const user = (id: number, over: Partial<ManagedUser> = {}) =>
  managedUser(id, { name: `Nome${letters(id)}`, surname: `Cognome${letters(id)}`, ...over });

const calls = () => api.calls();
const gets = () =>
  calls()
    .filter((c) => c.method === 'GET')
    .map((c) => c.url);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** GET /api/users answers one page of `rows` out of `totalRows`. */
const listOf = (rows: ManagedUser[], totalRows = rows.length) =>
  api.list('/api/users', rows, totalRows);

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  // Admin of activity 7: the role comes with the membership, not the token.
  session.setTokens(jwt(1), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('users page', () => {
  it('lists a page of users with roles, active chip and date, for super admins too', async () => {
    // A super admin's role is global; in the activity they may be a plain member.
    session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
    session.setActivities([membership(7, ['ROLE_USER'])]);
    listOf([user(2), user(3, { roles: ['ROLE_ADMIN'], active: 'N' })], 2);
    renderPage();
    const list = screen.getByRole('list', { name: 'Utenti' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('NomeD CognomeD')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/^Amministratore ·/)).toBeTruthy();
    // A date never wraps: it is one unbreakable piece.
    expect(within(items[1] as HTMLElement).getByText('07-03-2026')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(emailText('user3@x.it'))).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('No')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Sì')).toBeTruthy();
    expect(gets()[0]).toBe(
      '/api/users?page=1&rowsPerPage=15&sortBy=username&descending=false&filters[activityId]=7',
    );
    expect(screen.getByText('1–2 di 2')).toBeTruthy();
  });

  it('searches after a 300 ms pause, from the first page', async () => {
    listOf([user(2)], 40);
    renderPage();
    await screen.findByText('NomeC CognomeC');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(gets().at(-1)).toContain('page=2&'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'mar');
    await waitFor(() => expect(gets().at(-1)).toContain('filters[search]=mar'));
    // One call for the whole word, not one per key, and back to page 1.
    expect(gets().filter((u) => u.includes('filters[search]'))).toHaveLength(1);
    expect(gets().at(-1)).toContain('page=1&');
  });

  it('sorts by a column header on wide screens; a second click sorts descending', async () => {
    wideScreen();
    listOf([user(2)]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Utenti' });
    await within(table).findByText(emailText('user2@x.it'));
    await userEvent.click(within(table).getByRole('button', { name: 'Cognome' }));
    await waitFor(() => expect(gets().at(-1)).toContain('sortBy=surname&descending=false'));
    await userEvent.click(within(table).getByRole('button', { name: 'Cognome' }));
    await waitFor(() => expect(gets().at(-1)).toContain('sortBy=surname&descending=true'));
  });

  it('changes rows per page among 15, 20, 30 and 50', async () => {
    listOf([user(2)], 60);
    renderPage();
    await screen.findByText('NomeC CognomeC');
    await userEvent.click(screen.getByRole('combobox', { name: /Righe per pagina/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['15', '20', '30', '50']);
    await userEvent.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(gets().at(-1)).toContain('rowsPerPage=30'));
  });

  it('creates a user: required fields inline, then POST with defaults and a success snackbar', async () => {
    listOf([]);
    api.answer('post', '/api/users', { username: 'mario@x.it' });
    renderPage();
    await screen.findByText('Nessun utente trovato');
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo utente' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo utente' });
    // An e-mail that has an account gets an invitation its holder accepts (issue 15 F4).
    expect(
      within(dialog).getByText(
        'Se ha già un account, riceve un invito e si aggiunge solo quando lo accetta',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Usata solo se l'account è nuovo")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(4));
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Mario');
    await userEvent.type(within(dialog).getByLabelText(/^Cognome/), 'Rossi');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Inserisci un indirizzo e-mail valido')).toBeTruthy();
    expect(within(dialog).getByText('La password deve avere almeno 8 caratteri')).toBeTruthy();
    expect(calls().some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/E-mail/));
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'Mario@X.it');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'enough-now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/users',
      body: {
        username: 'mario@x.it',
        name: 'Mario',
        surname: 'Rossi',
        password: 'shortenough-now',
        roles: ['ROLE_USER'],
        active: 'Y',
        activityId: 7,
      },
    });
    // The same words whether or not the e-mail had an account.
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message:
        "Fatto. Se l'e-mail ha già un account, riceve un invito e compare qui quando lo accetta.",
    });
    // The list is read again.
    await waitFor(() => expect(gets()).toHaveLength(2));
  });

  it('shows a refusal of the server inside the form, not in the snackbar', async () => {
    listOf([]);
    api.refuse('post', '/api/users', 409, 'Email già registrata', 'username_taken');
    renderPage();
    await screen.findByText('Nessun utente trovato');
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo utente' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'a@x.it');
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/^Cognome/), 'B');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'password1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Email già registrata')).toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('lets an admin change only the membership: role and active, the account read-only', async () => {
    const admin = user(4, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    listOf([admin]);
    api.answer('put', '/api/users/{id}', admin);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica user4@x.it' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica utente' });
    expect(within(dialog).getByText('NomeE CognomeE')).toBeTruthy();
    expect(within(dialog).getByText(emailText('user4@x.it'))).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect(within(dialog).getByText('Amministratore')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attivo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Roles left alone are not sent: the user holds one this screen cannot assign.
    expect(calls().find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/users/4',
      body: { active: 'N', activityId: 7 },
    });
  });

  it('names every role in the language, and shows a suspended account as not active', async () => {
    listOf([
      user(2, { roles: ['ROLE_STORE'] }),
      user(3, { roles: ['ROLE_MANAGER'], accountActive: 'N' }),
    ]);
    renderPage();
    const items = await within(screen.getByRole('list', { name: 'Utenti' })).findAllByRole(
      'listitem',
    );
    const [staff, suspended] = items as [HTMLElement, HTMLElement];
    expect(within(staff).getByText(/^Personale di cassa ·/)).toBeTruthy();
    expect(within(suspended).getByText(/^Manager ·/)).toBeTruthy();
    // The membership is on, the account is off: the account decides.
    expect(within(suspended).getByText('No, account sospeso')).toBeTruthy();
    expect(within(staff).getByText('Sì')).toBeTruthy();
    expect(screen.queryByText(/ROLE_/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica user3@x.it' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Questo account è sospeso: non può accedere a nessuna attività. Lo riattiva un super amministratore.',
      ),
    ).toBeTruthy();
  });

  it('opens the edit on the role the member holds, counter staff included', async () => {
    listOf([user(5, { roles: ['ROLE_STORE'] }), user(6, { roles: ['ROLE_MANAGER'] })]);
    api.answer('put', '/api/users/{id}', user(5));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica user5@x.it' }));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' }).textContent).toBe(
      'Personale di cassa',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A role the screen cannot assign is shown as held, not offered, and not sent.
    await userEvent.click(screen.getByRole('button', { name: 'Modifica user6@x.it' }));
    dialog = screen.getByRole('dialog');
    const role = within(dialog).getByRole('combobox', { name: 'Ruolo' });
    expect(role.textContent).toBe('Manager');
    await userEvent.click(role);
    expect(screen.getByRole('option', { name: 'Manager' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Personale di cassa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'PUT')).toBe(true));
    expect(calls().find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/users/6',
      body: { roles: ['ROLE_STORE'], activityId: 7 },
    });
  });

  it("sends an admin's role change alone", async () => {
    listOf([user(5)]);
    api.answer('put', '/api/users/{id}', user(5));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica user5@x.it' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ruolo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Amministratore' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'PUT')).toBe(true));
    expect(calls().find((c) => c.method === 'PUT')?.body).toEqual({
      roles: ['ROLE_ADMIN'],
      activityId: 7,
    });
  });

  it('lets a super admin change the account fields too, sending only what changed', async () => {
    session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
    listOf([user(5)]);
    api.answer('put', '/api/users/{id}', user(5));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica user5@x.it' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('user5@x.it');
    expect(within(dialog).getByText('Lascia vuoto per non cambiarla')).toBeTruthy();
    const surname = within(dialog).getByLabelText(/^Cognome/);
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Bianchi');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls().some((c) => c.method === 'PUT')).toBe(true));
    expect(calls().find((c) => c.method === 'PUT')?.body).toEqual({
      surname: 'Bianchi',
      password: 'new-password',
      activityId: 7,
    });
  });

  it('shows a refusal of an edit inside the form', async () => {
    listOf([user(1, { roles: ['ROLE_ADMIN'] })]);
    api.refuse('put', '/api/users/{id}', 422, 'Non puoi toglierti il ruolo', 'cannot_demote_self');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica user1@x.it' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ruolo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Utente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Non puoi toglierti il ruolo')).toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('deletes after confirmation, and never offers to delete oneself', async () => {
    listOf([user(1), user(6)]);
    api.answer('delete', '/api/users/{id}', { deleted: true });
    renderPage();
    const self = await screen.findByRole('button', { name: 'Elimina user1@x.it' });
    expect((self as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina user6@x.it' }));
    const dialog = screen.getByRole('dialog', { name: 'Elimina utente' });
    expect(
      within(dialog).getByText('Vuoi davvero togliere user6@x.it da questa attività?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(snackStore.get()).toMatchObject({ kind: 'success' }));
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe(
      '/api/users/6?filters[activityId]=7',
    );
  });

  it('shows a guest (booked by staff, no sign-in) by the word guest, the phone and the name', async () => {
    const guest = user(4, {
      username: 'guest:k3j2h1',
      email: '',
      name: 'Mario',
      surname: 'Rossi',
      guest: true,
      phone: '+393451234567',
    });
    listOf([user(2), guest]);
    renderPage();
    const items = await within(screen.getByRole('list', { name: 'Utenti' })).findAllByRole(
      'listitem',
    );
    const row = within(items[1] as HTMLElement);
    expect(row.getByText('Ospite')).toBeTruthy();
    expect(row.getByText('+393451234567')).toBeTruthy();
    expect(row.queryByText(/guest:/)).toBeNull();
    expect(row.getByRole('button', { name: 'Elimina Mario Rossi' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Ospite')).toBeNull();
  });
});
