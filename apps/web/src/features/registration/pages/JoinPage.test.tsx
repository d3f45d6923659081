// Joining another activity with one's account (issue 3.9): the registration link offers "log in
// and join", which signs in and comes back to /join/{id}; that screen joins and goes home.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { publicActivity, publicConfiguration } from '../../../testing/fixtures/activity.ts';
import JoinPage from './JoinPage.tsx';
import RegistrationPage from './RegistrationPage.tsx';

const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
  server.answer('get', '/app/activities/{id}', publicActivity(9, { name: 'Trattoria Da Rita' }));
  server.answer(
    'get',
    '/app/activities/{id}/configurations',
    publicConfiguration({ activityId: 9 }),
  );
  server.list('/app/activities/{id}/privacies', []);
  server.answer('post', '/api/activities/{id}/join', { activityId: 9 });
  const joined = [
    membership(4),
    { ...membership(9), activity: { ...membership(9).activity, name: 'Trattoria Da Rita' } },
  ];
  server.answer('get', '/api/activities/customers/byiduser', { activityCustomers: joined });
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="registration/:activityId" element={<RegistrationPage />} />
          <Route path="join/:activityId" element={<JoinPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('joining another activity', () => {
  it("offers an account holder to log in and join from the activity's link", async () => {
    renderAt('/registration/9');
    await screen.findByText(/Trattoria Da Rita/);
    const link = screen.getByRole('link', { name: 'Accedi e unisciti' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fjoin%2F9');
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('in another language, comes back to that language’s join screen', async () => {
    await setLanguage('gb');
    renderAt('/registration/9');
    const link = await screen.findByRole('link', { name: 'Log in and join' });
    expect(link.getAttribute('href')).toBe('/gb/login?redirect=%2Fgb%2Fjoin%2F9');
  });

  it('joins, makes the activity the current one and goes to its home', async () => {
    session.setTokens(jwt(1), 'r');
    session.setActivities([membership(4)]);
    renderAt('/join/9');
    expect((await screen.findByLabelText('location')).textContent).toBe('/');
    expect(
      server
        .calls()
        .filter((c) => c.url === '/api/activities/9/join')
        .map(({ method, url }) => ({ method, url })),
    ).toEqual([{ method: 'POST', url: '/api/activities/9/join' }]);
    expect(session.activityId()).toBe(9);
    expect(snackStore.get()).toMatchObject({ message: 'Benvenuto in Trattoria Da Rita' });
  });

  it("says so when the activity cannot be joined, and stays where the user's activity is", async () => {
    session.setTokens(jwt(1), 'r');
    session.setActivities([membership(4)]);
    server.refuse('post', '/api/activities/{id}/join', 404, 'Risorsa non trovata', 'not_found');
    renderAt('/join/9');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Risorsa non trovata')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alla home' })).toBeTruthy();
    expect(session.activityId()).toBe(4);
  });
});
