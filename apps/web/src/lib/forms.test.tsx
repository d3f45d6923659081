import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CodeField, PasswordField } from '../components/SignInFields.tsx';
import {
  blankOr,
  codeInput,
  emailField,
  emailInput,
  errorText,
  issueMessage,
  message,
  newPasswordInputs,
  passwordInput,
  passwordsMatch,
  SERVER,
} from './forms.ts';
import { type MessageKey, translate } from './i18n.ts';

const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('it', key, vars);
const problem = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value, { error: issueMessage }).error?.issues[0];
  return issue && errorText(t, { type: 'validate', message: issue.message });
};

describe('form checks on the domain contracts', () => {
  it('take the e-mail as the server does and word its problems', () => {
    expect(emailInput.parse('  Anna@Example.COM ')).toBe('anna@example.com');
    expect(problem(emailInput, ' ')).toBe("Inserisci l'e-mail");
    expect(problem(emailInput, 'anna@')).toBe('Indirizzo e-mail non valido');
    const managed = emailField({ required: 'validation.required', invalid: 'users.errors.email' });
    expect(problem(managed, '')).toBe('Campo obbligatorio');
    expect(problem(managed, 'x')).toBe('Inserisci un indirizzo e-mail valido');
  });

  it('word the code, the password and the confirmation one problem at a time', () => {
    expect(problem(codeInput, '12345')).toBe('Il codice è di 6 cifre');
    expect(codeInput.parse('123456')).toBe('123456');
    expect(problem(passwordInput, '')).toBe('Inserisci una password');
    expect(problem(passwordInput, 'short')).toBe('La password deve avere almeno 8 caratteri');
    expect(problem(passwordInput, 'x'.repeat(201))).toBe('La password è troppo lunga');
    const pair = z.object(newPasswordInputs).superRefine(passwordsMatch);
    expect(problem(pair, { password: 'lunga-abbastanza', confirmPassword: 'altra' })).toBe(
      'Le password non coincidono',
    );
    expect(
      pair.safeParse({ password: 'short', confirmPassword: 'other' }, { error: issueMessage }).error
        ?.issues,
    ).toHaveLength(1);
    expect(problem(blankOr(passwordInput), '')).toBeUndefined();
    expect(problem(blankOr(passwordInput), 'short')).toBe(
      'La password deve avere almeno 8 caratteri',
    );
  });

  it('give unworded problems the common words, with their values', () => {
    expect(problem(z.string().trim().min(1), '  ')).toBe('Campo obbligatorio');
    expect(problem(z.string().max(80), 'x'.repeat(81))).toBe('Massimo 80 caratteri');
    expect(message('validation.tooLong', { max: 5 })).toBe('validation.tooLong|{"max":5}');
    expect(errorText(t, { type: SERVER, message: 'Email già registrata' })).toBe(
      'Email già registrata',
    );
  });
});

describe('sign-in fields', () => {
  function Harness() {
    const [code, setCode] = useState('');
    const [password, setPassword] = useState('');
    const [revealed, setRevealed] = useState(false);
    return (
      <>
        <CodeField id="c" label="Codice" value={code} onChange={setCode} error="Sbagliato" />
        <PasswordField
          id="p"
          label="Password"
          value={password}
          onChange={setPassword}
          revealed={revealed}
          onReveal={() => setRevealed((v) => !v)}
        />
      </>
    );
  }

  it('keep digits only in the code, show its error as an alert, and reveal the password', async () => {
    render(<Harness />);
    const code = screen.getByLabelText('Codice') as HTMLInputElement;
    await userEvent.type(code, '12 34-56789');
    expect(code.value).toBe('123456');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Sbagliato');
    expect(code.getAttribute('aria-describedby')).toBe('c-helper-text');
    const password = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Nascondi password' })).toBeTruthy();
  });
});
