import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../lib/i18n.ts';
import { languageStore } from '../../../lib/language.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { configuration } from '../../../testing/fixtures/activity.ts';
import { FRANCE, ITALY } from '../../../testing/fixtures/places.ts';
import { ProfileDetails } from './ProfileDetails.tsx';

const profile = customerProfile({ gender: 'F' });

const server = serveApi();
/** The profile the form saved. */
const saved = () => server.calls().find((c) => c.method === 'PUT')?.body;

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  await loadAllTexts();
  server.list('/public/nations', [ITALY, FRANCE]);
  server.list('/public/countries', []);
  server.answer('put', '/api/customer/update-profile', profile);
  server.answer('get', '/api/activities/{id}/configurations', configuration());
});

describe('profile details', () => {
  it('shows the stored customer, and a new nation clears the town', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProfileDetails profile={profile} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Giorno') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe('Milano (MI)');
    expect((screen.getByRole('radio', { name: 'Donna' }) as HTMLInputElement).checked).toBe(true);
    // One town field, worded as sign-up words it.
    expect(screen.queryByLabelText('Località')).toBeNull();
    await screen.findByRole('option', { name: 'Francia' }, { timeout: 5000 });
    expect((screen.getByLabelText('Nazione') as HTMLSelectElement).value).toBe('1');

    fireEvent.change(screen.getByLabelText('Nazione'), { target: { value: '2' } });
    await waitFor(() =>
      expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe(''),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Azienda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(saved()).toMatchObject({
        nationId: 2,
        countryId: null,
        town: null,
        typo: 'G',
        gender: 'F',
      }),
    );
  }, 15_000);

  it('keeps the language chosen in the top bar: the form neither shows nor sends one', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProfileDetails profile={customerProfile({ language: 'it' })} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The top bar's picker switches the app to English while the form is open.
    await act(() => setLanguage('gb'));
    expect(screen.queryByRole('combobox', { name: /^(Lingua|Language)$/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()).not.toHaveProperty('language');
    // The stored profile still says Italian (say, the picker's own save failed): no switch back.
    expect(languageStore.get()).toBe('gb');
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Profile updated successfully',
    });
  });
});
