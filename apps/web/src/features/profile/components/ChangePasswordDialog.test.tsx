import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt } from '../../../test-support.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

let bodies: unknown[];
beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.switchActivity(7);
  snackStore.set(null);
  await setLanguage('it');
  bodies = [];
});
afterEach(() => vi.unstubAllGlobals());

function mount(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

async function submit(old: string, password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Vecchia password'), old);
  await userEvent.type(screen.getByLabelText('Nuova password'), password);
  await userEvent.type(screen.getByLabelText('Conferma nuova password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
}

describe('change password dialog (SPEC §5)', () => {
  it("shows the server's message under its field, not in the snackbar", async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return json(422, {
        code: 'old_password_incorrect',
        message: 'La vecchia password non è corretta',
      });
    });
    const onClose = mount();
    await submit('sbagliata', 'Nuova-2027');
    const old = screen.getByLabelText('Vecchia password');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La vecchia password non è corretta')).toBeTruthy();
    expect(snackStore.get()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(bodies[0]).toEqual({
      oldPassword: 'sbagliata',
      password: 'Nuova-2027',
      confirmPassword: 'Nuova-2027',
      activityId: 7,
    });
  });

  it('closes with the success message', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      expect(url).toBe('/api/users/5/changepassword');
      return json(200, { data: { changed: true } });
    });
    const onClose = mount();
    await submit('Tessera2026!', 'Nuova-2027');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Password cambiata correttamente',
    });
  });
});
