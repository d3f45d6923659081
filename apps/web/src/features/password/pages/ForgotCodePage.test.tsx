import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, renderRoute } from '../../../test-support.tsx';
import ForgotCodePage from './ForgotCodePage.tsx';

const renderAt = (path: string) => renderRoute(path, 'forgot-password/code', <ForgotCodePage />);

let calls: { url: string; method: string; body: unknown }[];
beforeEach(async () => {
  localStorage.clear();
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
  it("checks the code of the e-mail link at once and says 'Codice scaduto' when unknown", async () => {
    serve(json(200, { data: null }));
    renderAt('/forgot-password/code?code=000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Codice scaduto');
    expect(calls[0]?.url).toBe('/app/checkforgotcode/000000');
    expect((screen.getByLabelText('Codice') as HTMLInputElement).value).toBe('000000');
  });

  it('sets the new password after a valid code, then goes to login with an 8 s message', async () => {
    serve(
      json(200, { data: { id: 42, username: 'anna@example.com' } }),
      json(200, { data: { changed: true } }),
    );
    renderAt('/forgot-password/code');
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/anna@example\.com/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Nuova password'), 'NuovaPass1');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'NuovaPass2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByText('Le password non coincidono')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Conferma password'));
    await userEvent.type(screen.getByLabelText('Conferma password'), 'NuovaPass1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/login'));
    expect(calls[1]).toEqual({
      url: '/app/setnewpassword/42',
      method: 'PUT',
      body: { code: '123456', password: 'NuovaPass1', confirmPassword: 'NuovaPass1' },
    });
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Password cambiata correttamente',
      timeout: 8000,
    });
  });
});
