import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const server = serveApi();
const CHANGE = '/api/users/{id}/changepassword';

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.switchActivity(7);
  snackStore.set(null);
  await setLanguage('it');
});

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
    server.refuse(
      'put',
      CHANGE,
      422,
      'La vecchia password non è corretta',
      'old_password_incorrect',
    );
    const onClose = mount();
    await submit('sbagliata', 'Nuova-2027');
    const old = screen.getByLabelText('Vecchia password');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La vecchia password non è corretta')).toBeTruthy();
    expect(snackStore.get()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(server.calls()[0]?.body).toEqual({
      oldPassword: 'sbagliata',
      password: 'Nuova-2027',
      confirmPassword: 'Nuova-2027',
      activityId: 7,
    });
  });

  it('closes with the success message', async () => {
    server.answer('put', CHANGE, { changed: true });
    const onClose = mount();
    await submit('Tessera2026!', 'Nuova-2027');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls().map((c) => c.url)).toEqual(['/api/users/5/changepassword']);
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Password cambiata correttamente',
    });
  });
});
