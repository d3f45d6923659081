// The side navigation's accessibility (issue 8): the phone drawer is a dialog with a name, and
// its entries are links inside list items (axe: a list holds list items only), the current
// screen's marked as the current page.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../lib/i18n.ts';
import { SideNav } from './SideNav.tsx';

it('the phone drawer is a named dialog whose links sit in list items, the current one marked', () => {
  render(
    <MemoryRouter>
      <SideNav
        items={[
          { key: 'home', label: 'Home', to: '/', selected: true },
          { key: 'privacy', label: 'Privacy', to: '/privacy', selected: false },
          { key: 'profile', label: 'Profilo', to: '/profile', selected: false },
        ]}
        title="Navigazione"
        label="Menu"
        header={{ appName: 'Tessera' }}
        permanent={false}
        open
        onClose={() => {}}
      />
    </MemoryRouter>,
  );
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  const nav = within(drawer).getByRole('navigation', { name: 'Navigazione' });
  const list = within(nav).getByRole('list');
  expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI', 'LI']);
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Home', 'Privacy', 'Profilo']);
  expect(links.map((l) => l.getAttribute('aria-current'))).toEqual(['page', null, null]);
});

it("an admin's drawer names its two areas: the console's first, then the customer app's", async () => {
  await setLanguage('it');
  await loadAllTexts();
  render(
    <MemoryRouter>
      <SideNav
        items={[
          { key: 'console', label: 'Riepilogo', to: '/console', selected: true, group: 'console' },
          { key: 'users', label: 'Utenti', to: '/users', selected: false, group: 'console' },
          { key: 'home', label: 'Home', to: '/', selected: false },
        ]}
        title="Navigazione"
        label="Menu"
        header={{ appName: 'Tessera' }}
        permanent
        open
        onClose={() => {}}
      />
    </MemoryRouter>,
  );
  const list = within(screen.getByRole('navigation', { name: 'Navigazione' })).getByRole('list');
  expect([...list.children].map((c) => c.textContent)).toEqual([
    'Gestione',
    'Riepilogo',
    'Utenti',
    'App clienti',
    'Home',
  ]);
  expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);
});

it("a wide screen's drawer is a landmark holding its header, and the agenda's entry tells the requests waiting", async () => {
  await setLanguage('it');
  await loadAllTexts();
  render(
    <MemoryRouter>
      <SideNav
        items={[{ key: 'agenda', label: 'Agenda', to: '/agenda', selected: false }]}
        title="Navigazione"
        label="Menu"
        header={{ appName: 'Tessera' }}
        permanent
        open
        onClose={() => {}}
        pendingBookings={3}
      />
    </MemoryRouter>,
  );
  const drawer = screen.getByRole('complementary', { name: 'Menu' });
  expect(within(drawer).getByText('Tessera')).toBeTruthy();
  expect(within(drawer).getByRole('link', { name: 'Agenda · 3 da confermare' })).toBeTruthy();
});
