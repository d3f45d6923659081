import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { renderRoute } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import ForgotCodePage from './ForgotCodePage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

const renderAt = (path: string) => renderRoute(path, 'forgot-password/code', <ForgotCodePage />);

const server = serveApi();
/** The password reset calls sent (not a late one of another screen's). */
const calls = () =>
  server
    .calls()
    .filter((c) => /^\/app\/(forgotpassword|checkforgotcode|setnewpassword)\//.test(c.url));
const CHECK = '/app/checkforgotcode/{code}';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  // A stored activity must not leak into the strict public bodies.
  session.switchActivity(7);
  snackStore.set(null);
  await setLanguage('it');
});

describe('forgot password', () => {
  it("fills in the link's e-mail: a new activity's first admin asks for a code at once (issue 25)", async () => {
    server.answer('get', '/app/forgotpassword/{username}', { esito: true, message: '' });
    renderRoute(
      '/forgot-password?email=Mario%40Nuvola.it',
      'forgot-password',
      <ForgotPasswordPage />,
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('mario@nuvola.it');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(calls().map((c) => c.url)).toEqual(['/app/forgotpassword/mario@nuvola.it']),
    );
  });
});

describe('forgot password code', () => {
  it("checks the e-mail and code of the link at once and says 'Codice scaduto' when expired", async () => {
    server.answer('get', CHECK, null);
    renderAt('/forgot-password/code?email=anna%40example.com&code=000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Codice scaduto');
    expect(calls()[0]?.url).toBe('/app/checkforgotcode/000000?email=anna@example.com');
    expect((screen.getByLabelText('Codice') as HTMLInputElement).value).toBe('000000');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
  });

  it("tells a wrong code from an expired one by the server's code, not its wording", async () => {
    // The server's words do not matter (here they even say the opposite): its code does.
    server.refuse('get', CHECK, 422, 'Codice scaduto', 'code_invalid');
    renderAt('/forgot-password/code?email=anna%40example.com&code=111111');
    const code = screen.getByLabelText('Codice');
    expect((await screen.findByRole('alert')).textContent).toBe('Codice non valido');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const verify = screen.getByRole('button', { name: 'Verifica' });
    server.refuse('get', CHECK, 422, 'x', 'code_expired');
    await userEvent.click(verify);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Codice scaduto'));
    server.refuse('get', CHECK, 422, 'x', 'code_locked');
    await userEvent.click(verify);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Troppi tentativi: richiedi un nuovo codice',
      ),
    );
    // Anything else keeps the server's message.
    server.refuse('get', CHECK, 429, 'Troppe richieste: riprova tra 1 secondo', 'rate_limited');
    await userEvent.click(verify);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Troppe richieste: riprova tra 1 secondo'),
    );
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
    expect(snackStore.get()).toBeNull();
  });

  it('says a wrong code in the language of the screen', async () => {
    await setLanguage('gb');
    server.refuse('get', CHECK, 422, 'Codice non valido', 'code_invalid');
    renderAt('/forgot-password/code?email=anna%40example.com&code=111111');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
  });

  it('asks for the e-mail when a typed code comes without one', async () => {
    server.answer('get', CHECK, { id: 42, username: 'anna@example.com' });
    renderAt('/forgot-password/code');
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(screen.getByRole('alert').textContent).toBe("Inserisci l'e-mail");
    expect(calls()).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('E-mail'), ' Anna@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/anna@example\.com/)).toBeTruthy();
    expect(calls()[0]?.url).toBe('/app/checkforgotcode/123456?email=anna@example.com');
  });

  it('takes the e-mail of the request made on the forgot screen, then sets the new password', async () => {
    server.answer('get', '/app/forgotpassword/{username}', {
      esito: true,
      message: "Se l'indirizzo è registrato, ti abbiamo scritto",
    });
    server.answer('get', CHECK, { id: 42, username: 'anna@example.com' });
    server.answer('put', '/app/setnewpassword/{id}', { changed: true });
    const forgot = renderRoute('/forgot-password', 'forgot-password', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/login'));
    forgot.unmount();

    renderAt('/forgot-password/code');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/anna@example\.com/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Nuova password'), 'NuovaPass1');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'NuovaPass2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByText('Le password non coincidono')).toBeTruthy();
    expect(calls()).toHaveLength(2);

    await userEvent.clear(screen.getByLabelText('Conferma password'));
    await userEvent.type(screen.getByLabelText('Conferma password'), 'NuovaPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/login'));
    expect(calls()[2]).toEqual({
      url: '/app/setnewpassword/42',
      method: 'PUT',
      body: {
        email: 'anna@example.com',
        code: '123456',
        password: 'NuovaPass1',
        confirmPassword: 'NuovaPass1',
      },
    });
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Password cambiata correttamente',
      timeout: 8000,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('offers the language picker on every step, and a switch keeps the checked code', async () => {
    server.answer('get', CHECK, { id: 42, username: 'anna@example.com' });
    const forgot = renderRoute('/forgot-password', 'forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    forgot.unmount();
    const first = renderAt('/forgot-password/code?email=anna%40example.com&code=123456');
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(await screen.findByLabelText('Nuova password')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    // The picker switches the language, and the route: the screen mounts anew.
    await act(() => setLanguage('gb'));
    first.unmount();
    renderAt('/forgot-password/code');
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });
});
