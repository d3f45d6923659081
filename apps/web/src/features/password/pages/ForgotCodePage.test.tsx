import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, renderRoute } from '../../../test-support.tsx';
import ForgotCodePage from './ForgotCodePage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

const renderAt = (path: string) => renderRoute(path, 'forgot-password/code', <ForgotCodePage />);

let calls: { url: string; method: string; body: unknown }[];
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  // A stored activity must not leak into the strict public bodies.
  session.switchActivity(7);
  snackStore.set(null);
  await setLanguage('it');
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function serve(...answers: Response[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    return answers.shift() ?? json(500, {});
  });
}

describe('forgot password code', () => {
  it("checks the e-mail and code of the link at once and says 'Codice scaduto' when expired", async () => {
    serve(json(200, { data: null }));
    renderAt('/forgot-password/code?email=anna%40example.com&code=000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Codice scaduto');
    expect(calls[0]?.url).toBe('/app/checkforgotcode/000000?email=anna%40example.com');
    expect((screen.getByLabelText('Codice') as HTMLInputElement).value).toBe('000000');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
  });

  it("tells a wrong code from an expired one by the server's code, not its wording", async () => {
    // The server's words do not matter (here they even say the opposite): its code does.
    serve(
      json(422, { code: 'code_invalid', message: 'Codice scaduto' }),
      json(422, { code: 'code_expired', message: 'x' }),
      json(422, { code: 'code_locked', message: 'x' }),
      json(429, { code: 'rate_limited', message: 'Troppe richieste: riprova tra 1 secondo' }),
    );
    renderAt('/forgot-password/code?email=anna%40example.com&code=111111');
    const code = screen.getByLabelText('Codice');
    expect((await screen.findByRole('alert')).textContent).toBe('Codice non valido');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const verify = screen.getByRole('button', { name: 'Verifica' });
    await userEvent.click(verify);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Codice scaduto'));
    await userEvent.click(verify);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Troppi tentativi: richiedi un nuovo codice',
      ),
    );
    // Anything else keeps the server's message.
    await userEvent.click(verify);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Troppe richieste: riprova tra 1 secondo'),
    );
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
    expect(snackStore.get()).toBeNull();
  });

  it('says a wrong code in the language of the screen', async () => {
    await setLanguage('gb');
    serve(json(422, { code: 'code_invalid', message: 'Codice non valido' }));
    renderAt('/forgot-password/code?email=anna%40example.com&code=111111');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
  });

  it('asks for the e-mail when a typed code comes without one', async () => {
    serve(json(200, { data: { id: 42, username: 'anna@example.com' } }));
    renderAt('/forgot-password/code');
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(screen.getByRole('alert').textContent).toBe("Inserisci l'e-mail");
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('E-mail'), ' Anna@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/anna@example\.com/)).toBeTruthy();
    expect(calls[0]?.url).toBe('/app/checkforgotcode/123456?email=anna%40example.com');
  });

  it('takes the e-mail of the request made on the forgot screen, then sets the new password', async () => {
    serve(
      json(200, {
        data: { esito: true, message: "Se l'indirizzo è registrato, ti abbiamo scritto" },
      }),
      json(200, { data: { id: 42, username: 'anna@example.com' } }),
      json(200, { data: { changed: true } }),
    );
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
    expect(calls).toHaveLength(2);

    await userEvent.clear(screen.getByLabelText('Conferma password'));
    await userEvent.type(screen.getByLabelText('Conferma password'), 'NuovaPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/login'));
    expect(calls[2]).toEqual({
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
    serve(json(200, { data: { id: 42, username: 'anna@example.com' } }));
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
    expect(calls).toHaveLength(1);
  });
});
