import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { renderRoute } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { readJourney, writeJourney } from '../journey.ts';
import StepCodePage from './StepCodePage.tsx';

const renderAt = (path: string) => renderRoute(path, 'registration/stepCode', <StepCodePage />);

const server = serveApi();
const CHECK = '/public/check-code-emails';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  await setLanguage('it');
});

describe('registration code step', () => {
  it('sends the customer back to the e-mail step when no code was sent', () => {
    renderAt('/registration/stepCode');
    expect(screen.getByLabelText('location').textContent).toBe('/registration');
  });

  it('takes digits only, shows a wrong code, then moves on with the right one', async () => {
    writeJourney({ activityId: 4, storeId: null, username: 'anna@example.com' });
    server.refuse('put', CHECK, 422, 'Invalid code', 'code_invalid');
    renderAt('/registration/stepCode');
    expect(screen.getByText(/anna@example\.com/)).toBeTruthy();
    const input = screen.getByLabelText('Codice') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // Resending waits a little, so a double tap sends one e-mail.
    expect(
      (screen.getByRole('button', { name: /Invia di nuovo il codice tra/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await userEvent.type(input, '12a 34-56789');
    expect(input.value).toBe('123456');
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('Codice non valido');
    expect(readJourney().code).toBeNull();

    server.answer('put', CHECK, { valid: true });
    await userEvent.clear(input);
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe(
        '/registration/stepConfirmRegistration',
      ),
    );
    expect(server.calls().map((c) => c.url)).toEqual([
      '/public/check-code-emails',
      '/public/check-code-emails',
    ]);
    expect(server.calls()[1]?.body).toEqual({
      activityId: 4,
      username: 'anna@example.com',
      code: '654321',
    });
    expect(readJourney().code).toBe('654321');
  });

  it("words the server's code refusals as the reset code step does", async () => {
    writeJourney({ activityId: 4, storeId: null, username: 'anna@example.com' });
    server.refuse('put', CHECK, 422, 'x', 'code_expired');
    renderAt('/registration/stepCode');
    await userEvent.type(screen.getByLabelText('Codice'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Codice scaduto');
    server.refuse('put', CHECK, 422, 'x', 'code_locked');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Troppi tentativi: richiedi un nuovo codice',
      ),
    );
  });
});
