import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/api/profile.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { EmailChangeDialog } from './EmailChangeDialog.tsx';

const server = serveApi();
const calls = server.calls;
const CHANGE = '/api/users/{id}/email-change';

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  snackStore.set(null);
  await setLanguage('it');
});

function mount() {
  const client = new QueryClient();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <EmailChangeDialog open current="anna@x.it" onClose={onClose} />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Invia il codice' }));

describe('e-mail change dialog', () => {
  it('checks the new address and the password before asking the server', async () => {
    mount();
    await send();
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Nuova e-mail'), ' Anna@X.it ');
    await userEvent.type(screen.getByLabelText('Password attuale'), 'segreta');
    await send();
    expect(await screen.findByText('È già la tua e-mail')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('shows a wrong password and a taken address under their fields', async () => {
    server.refuse(
      'post',
      CHANGE,
      422,
      'La vecchia password non è corretta',
      'old_password_incorrect',
    );
    mount();
    await userEvent.type(screen.getByLabelText('Nuova e-mail'), 'nuova@x.it');
    await userEvent.type(screen.getByLabelText('Password attuale'), 'sbagliata');
    await send();
    const password = screen.getByLabelText('Password attuale');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La vecchia password non è corretta')).toBeTruthy();
    server.refuse('post', CHANGE, 409, 'Email già registrata', 'email_taken');
    await send();
    expect(await screen.findByText('Email già registrata')).toBeTruthy();
    expect(screen.getByLabelText('Nuova e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(snackStore.get()).toBeNull();
  });

  it('sends the code to the new address, then confirms it and stores the new profile', async () => {
    const profile = customerProfile({ id: 5, username: 'nuova@x.it', email: 'nuova@x.it' });
    server.answer('post', CHANGE, {
      sent: true,
      codeLength: 6,
      expiresAt: '2026-11-23T19:00:00.000Z',
    });
    server.refuse('put', CHANGE, 422, 'Codice non valido', 'code_invalid');
    const { client, onClose } = mount();
    await userEvent.type(screen.getByLabelText('Nuova e-mail'), 'Nuova@X.it');
    await userEvent.type(screen.getByLabelText('Password attuale'), 'Tessera2026!');
    await send();
    expect(
      await screen.findByText(
        'Abbiamo inviato un codice di 6 cifre a nuova@x.it: scrivilo qui per confermare.',
      ),
    ).toBeTruthy();
    expect(calls()[0]).toEqual({
      method: 'POST',
      url: '/api/users/5/email-change',
      body: { email: 'nuova@x.it', currentPassword: 'Tessera2026!', activityId: 7 },
    });

    await userEvent.type(screen.getByLabelText('Codice'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Codice non valido');
    expect(onClose).not.toHaveBeenCalled();

    server.answer('put', CHANGE, profile);
    await userEvent.clear(screen.getByLabelText('Codice'));
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls()[2]).toEqual({
      method: 'PUT',
      url: '/api/users/5/email-change',
      body: { email: 'nuova@x.it', code: '123456', activityId: 7 },
    });
    expect(client.getQueryData(profileKeys.detail(5))).toEqual(profile);
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'E-mail cambiata correttamente',
    });
  });
});
