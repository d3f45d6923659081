// The sign-in card (issue 15): each field says why Accedi is off (its helper text, tied to it by
// aria-describedby), and the refusal shows in the password's own line, so nothing below moves.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { serveApi } from '../../../testing/api.ts';
import LoginPage from './LoginPage.tsx';

const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  await setLanguage('it');
  server.refuse('post', '/api/login_check', 401, 'Credenziali non valide', 'invalid_credentials');
});

function open(labels = { email: 'E-mail', password: 'Password', submit: 'Accedi' }) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  return {
    email: screen.getByLabelText(labels.email) as HTMLInputElement,
    password: screen.getByLabelText(labels.password, { exact: true }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: labels.submit }) as HTMLButtonElement,
  };
}

/** The text that describes a field to assistive technology (an empty line is a zero-width space). */
const description = (input: HTMLElement) =>
  document
    .getElementById(input.getAttribute('aria-describedby') ?? '')
    ?.textContent?.replace(/\u200b/g, '')
    .trim();

describe('the sign-in fields', () => {
  it('say the e-mail and the password are needed while Accedi is off', () => {
    const { email, password, submit } = open();
    expect(submit.disabled).toBe(true);
    expect(description(email)).toBe('Serve la tua e-mail per accedere');
    expect(description(password)).toBe('Serve la password per accedere');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('say an incomplete e-mail is why, and mark it once the field is left', async () => {
    const { email, password, submit } = open();
    await userEvent.type(email, 'mario.rossi@');
    await userEvent.type(password, 'segreta');
    expect(submit.disabled).toBe(true);
    expect(description(email)).toBe('Indirizzo e-mail incompleto o non valido');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'esempio.it');
    expect(submit.disabled).toBe(false);
    expect(description(email)).toBe('');
    expect(description(password)).toBe('');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('speak the chosen language', async () => {
    await setLanguage('de');
    const { email, password, submit } = open({
      email: 'E-Mail',
      password: 'Passwort',
      submit: 'Anmelden',
    });
    expect(submit.disabled).toBe(true);
    expect(description(email)).toBe('Zum Anmelden brauchst du deine E-Mail');
    expect(description(password)).toBe('Zum Anmelden brauchst du dein Passwort');
  });

  it("show the refusal in the password's line: the card keeps its blocks and its order", async () => {
    const { email, password, submit } = open();
    const column = submit.parentElement as HTMLElement;
    const blocks = [...column.children];
    const line = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    await userEvent.type(email, 'mario@esempio.it');
    await userEvent.type(password, 'sbagliata');
    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Credenziali non valide');
    // The same line, now the refusal: no block added above the button.
    expect(alert).toBe(line);
    expect([...column.children]).toEqual(blocks);
    expect(description(password)).toBe('Credenziali non valide');
    // Typing again clears it, in the same place.
    await userEvent.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect([...column.children]).toEqual(blocks);
  });
});
