// The signed-in shell's top bar on a phone (issue 15): titles were cut to a few letters ("Gr…")
// because the bar also held the language picker. With a side navigation the picker sits in its
// drawer, the title wraps rather than end in an ellipsis, and the tab is named after the screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActivityConfiguration, ActivityLanguage } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SideNav } from '../../components/SideNav.tsx';
import { usePageTitle } from '../../components/TopBar.tsx';
import { setLanguage, useTranslation } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { json, jwt, membership, Where } from '../../test-support.tsx';
import { Shell } from './Shell.tsx';

const configuration: ActivityConfiguration = {
  activityId: 7,
  bookingType: 'R',
  shopType: 'R',
  templateAppHome: 'I',
  graphicCardType: 'S',
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: false,
  multiLanguage: true,
  androidStoreUrl: null,
  iosStoreUrl: null,
  shopTotalMinPrice: 0,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  shopTimePreparation: 15,
  menuTextApp: null,
  menuColorBackground: null,
  menuColorText: null,
  menuDescriptionBottom: null,
  menuShowIcon: true,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  showCurrency: true,
  cashBackExpiration: null,
  menuType: 'V',
  timeZone: 'Europe/Rome',
  activityConfigurationTranslations: [],
};

const language = (id: number, code: string, name: string): ActivityLanguage => ({
  id,
  activityId: 7,
  language: { id, code, flagCode: code, name },
});

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/activities/7/configurations') return json(200, { data: configuration });
    if (path === '/public/activity-languages') {
      const rows = [language(1, 'it', 'Italiano'), language(4, 'de', 'Deutsch')];
      return json(200, { data: rows, totalRows: 2 });
    }
    if (path === '/api/activities/customers/byiduser') {
      return json(200, { data: { activityCustomers: [membership(7)] } });
    }
    return json(200, { data: [], totalRows: 0 });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
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
