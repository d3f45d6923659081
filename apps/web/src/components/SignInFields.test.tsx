import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { NewPasswordFields, PasswordField } from './SignInFields.tsx';

beforeEach(() => setLanguage('it'));

function NewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <NewPasswordFields
      id="n"
      password={{ value: password, onChange: setPassword }}
      confirm={{ value: confirm, onChange: setConfirm }}
      labels={{ password: 'Nuova password', confirm: 'Conferma password' }}
    />
  );
}

describe('password fields', () => {
  it('show the password with an eye button named for what it does, never a word', async () => {
    render(<PasswordField id="p" label="Password" value="segreta" onChange={() => {}} />);
    const input = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
    const eye = screen.getByRole('button', { name: 'Mostra password' });
    expect(eye.textContent).toBe('');
    expect(eye.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(input.type).toBe('password');
    await userEvent.click(eye);
    expect(input.type).toBe('text');
    expect(
      screen.getByRole('button', { name: 'Nascondi password' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('give a new password and its confirmation an eye each, both showing both', async () => {
    render(<NewPassword />);
    const inputs = [
      screen.getByLabelText('Nuova password') as HTMLInputElement,
      screen.getByLabelText('Conferma password') as HTMLInputElement,
    ];
    const eyes = screen.getAllByRole('button', { name: 'Mostra password' });
    expect(eyes).toHaveLength(2);
    await userEvent.click(eyes[1] as HTMLElement);
    expect(inputs.map((i) => i.type)).toEqual(['text', 'text']);
    expect(screen.getAllByRole('button', { name: 'Nascondi password' })).toHaveLength(2);
  });
});
