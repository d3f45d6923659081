import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage, translate } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { renderRoute } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { publicConfiguration } from '../../../testing/fixtures/activity.ts';
import { ITALY, town } from '../../../testing/fixtures/places.ts';
import { writeJourney } from '../journey.ts';
import StepConfirmRegistrationPage from './StepConfirmRegistrationPage.tsx';

let sent: unknown;
const server = serveApi();
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  await setLanguage('it');
  await loadAllTexts();
  sent = undefined;
  writeJourney({ activityId: 1, storeId: null, username: 'anna@example.com', code: '123456' });
  server.answer(
    'get',
    '/app/activities/{id}/configurations',
    publicConfiguration({ activityId: 1, showNationCustomer: true }),
  );
  server.list('/app/activities/{id}/privacies', []);
  server.list('/public/nations', [ITALY]);
  server.list('/public/countries', [town()]);
  server.answer('post', '/public/sign-in', ({ body }) => {
    sent = body;
    return { id: 3, username: 'anna@example.com' };
  });
});

describe('registration data step', () => {
  it('sends the nation and the town the customer picked, with the birth date', async () => {
    renderRoute(
      '/registration/stepConfirmRegistration',
      'registration/stepConfirmRegistration',
      <QueryClientProvider client={new QueryClient()}>
        <StepConfirmRegistrationPage />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Rossi');
    fireEvent.change(screen.getByLabelText('Giorno'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Mese'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Anno'), { target: { value: '1992' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Donna' }));
    await screen.findByRole('option', { name: 'Italia' });
    fireEvent.change(screen.getByLabelText('Nazione'), { target: { value: '1' } });
    await userEvent.type(screen.getByLabelText('Comune'), 'Bolo');
    await userEvent.click(await screen.findByRole('option', { name: 'Bologna (BO)' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta123');
    await userEvent.type(screen.getByLabelText(/^Conferma password/), 'Segreta123');
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        activityId: 1,
        username: 'anna@example.com',
        code: '123456',
        name: 'Anna',
        birthDate: '1992-05-14',
        gender: 'F',
        nationId: 1,
        countryId: 9,
        town: 'Bologna',
        language: 'it',
      }),
    );
    expect((await screen.findByLabelText('location', {}, { timeout: 5000 })).textContent).toBe(
      '/registration/stepCompleteStore',
    );
  }, 30_000);

  it("has one language selector, the screen's, and signs up in the language it shows", async () => {
    renderRoute(
      '/registration/stepConfirmRegistration',
      'registration/stepConfirmRegistration',
      <QueryClientProvider client={new QueryClient()}>
        <StepConfirmRegistrationPage />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('combobox', { name: 'Lingua' })).toHaveLength(1);
    expect(screen.queryByLabelText('Lingua preferita')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Ruiz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta123');
    await userEvent.type(screen.getByLabelText(/^Conferma password/), 'Segreta123');
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy/ }));
    // The picker at the top switches the screen to Spanish.
    await act(() => setLanguage('es'));
    await userEvent.click(
      screen.getByRole('button', { name: translate('es', 'registration.form.submit') }),
    );
    await waitFor(() => expect(sent).toMatchObject({ name: 'Ana', language: 'es' }));
  }, 30_000);

  it("refuses a name with a web address in the screen's language, sending nothing (finding 3)", async () => {
    renderRoute(
      '/registration/stepConfirmRegistration',
      'registration/stepConfirmRegistration',
      <QueryClientProvider client={new QueryClient()}>
        <StepConfirmRegistrationPage />
      </QueryClientProvider>,
    );
    await act(() => setLanguage('gb'));
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Anna evil.example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Rossi');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Segreta123');
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy/ }));
    await userEvent.click(
      screen.getByRole('button', { name: translate('gb', 'registration.form.submit') }),
    );
    expect(
      await screen.findByText('Letters, spaces, apostrophes, hyphens and dots only'),
    ).toBeTruthy();
    expect(sent).toBeUndefined();
  }, 30_000);
});
