// The signed-in shell's top bar on a phone (issue 15): titles were cut to a few letters ("Gr…")
// because the bar also held the language picker. With a side navigation the picker sits in its
// drawer, the title wraps rather than end in an ellipsis, and the tab is named after the screen.
// Logging out asks first (useConfirm): cancelled, nothing is sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SideNav } from '../../components/SideNav.tsx';
import { usePageTitle } from '../../components/TopBar.tsx';
import { setLanguage, useTranslation } from '../../lib/i18n.ts';
import { session, sessionStore } from '../../lib/session.ts';
import { customerProfile, jwt, membership, Where } from '../../test-support.tsx';
import { serveApi } from '../../testing/api.ts';
import { activityLanguage, configuration, menu } from '../../testing/fixtures/activity.ts';
import { Shell } from './Shell.tsx';

const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  server.answer(
    'get',
    '/api/activities/{id}/configurations',
    configuration({
      bookingType: 'R',
      shopType: 'R',
      multiLanguage: true,
      shopTimePreparation: 15,
      menuShowIcon: true,
    }),
  );
  server.list('/public/activity-languages', [
    activityLanguage('it', 'Italiano', 1),
    activityLanguage('de', 'Deutsch', 4),
  ]);
  server.answer('get', '/api/activities/{id}/menu', menu());
  server.list('/api/notifications', []);
  server.answer('put', '/api/customer/update-profile', ({ body }) =>
    customerProfile({ language: body.language }),
  );
  server.answer('get', '/api/activities/customers/byiduser', {
    activityCustomers: [membership(7)],
  });
});
afterEach(async () => {
  await setLanguage('it');
});

function Notifications() {
  const { t } = useTranslation();
  usePageTitle(t('nav.notifications'));
  return <Where />;
}

const mount = (nav: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/notifications']}>
        <Routes>
          <Route
            path="*"
            element={
              <Shell
                nav={
                  nav
                    ? (open, close, languagePicker): ReactNode => (
                        <SideNav
                          items={[]}
                          title="Navigazione"
                          label="Menu"
                          header={{ appName: 'Tessera' }}
                          permanent={false}
                          open={open}
                          onClose={close}
                          footer={languagePicker}
                        />
                      )
                    : undefined
                }
              >
                <Notifications />
              </Shell>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('with a side navigation, the language picker is in its drawer, not in the top bar', async () => {
  mount(true);
  const bar = screen.getByRole('banner');
  const user = userEvent.setup();
  await user.click(within(bar).getByRole('button', { name: 'Apri il menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  const picker = await within(drawer).findByRole('combobox', { name: 'Lingua' });
  expect(within(bar).queryByRole('combobox')).toBeNull();
  // Choosing closes the drawer: the screen shows in the new language at once.
  await user.selectOptions(picker, 'de');
  await waitFor(() =>
    expect(screen.getByLabelText('location').textContent).toBe('/de/notifications'),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  expect(within(bar).getByRole('heading', { level: 1 }).textContent).toBe('Benachrichtigungen');
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Menü öffnen', 'Zurück', 'Benachrichtigungen, 0 ungelesen', 'Abmelden']);
});

it('without one (the plain layout), the top bar keeps the picker', async () => {
  mount(false);
  expect(
    await within(screen.getByRole('banner')).findByRole('combobox', { name: 'Lingua' }),
  ).toBeTruthy();
});

it('the title wraps rather than end in an ellipsis, and names the tab in the language shown', async () => {
  mount(true);
  const title = within(screen.getByRole('banner')).getByRole('heading', { level: 1 });
  expect(title.textContent).toBe('Notifiche');
  const style = getComputedStyle(title);
  expect(style.whiteSpace).not.toBe('nowrap');
  expect(style.textOverflow).not.toBe('ellipsis');
  await waitFor(() => expect(document.title).toBe('Notifiche · Attività 7'));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Apri il menu' }));
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Lingua' }), 'de');
  await waitFor(() => expect(document.title).toBe('Benachrichtigungen · Attività 7'));
});

it('logging out asks first: cancelled, no logout call and still signed in; confirmed, one', async () => {
  server.answer('post', '/api/logout', { loggedOut: true });
  const logouts = () => server.calls().filter((c) => c.url === '/api/logout');
  mount(true);
  const user = userEvent.setup();
  const logout = within(screen.getByRole('banner')).getByRole('button', { name: 'Esci' });
  await user.click(logout);
  let dialog = screen.getByRole('dialog', { name: 'Esci' });
  expect(within(dialog).getByText('Vuoi davvero uscire?')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(session.refreshToken()).toBe('r');
  expect(sessionStore.get().status).toBe('authenticated');

  await user.click(logout);
  dialog = screen.getByRole('dialog', { name: 'Esci' });
  await user.click(within(dialog).getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(sessionStore.get().status).toBe('loggedOut'));
  // The cancelled question sent nothing: the one call is the confirmed one's.
  expect(logouts().map((c) => c.body)).toEqual([{ refresh_token: 'r' }]);
  expect(session.refreshToken()).toBeNull();
});
