// Where sign-in leads (issue 15): counter staff (ROLE_STORE where they land) to the counter,
// customers home, and a redirect wherever it says.
import type { ActivityCustomer } from '@tessera/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import LoginPage from './LoginPage.tsx';

let memberships: ActivityCustomer[];
const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  await setLanguage('it');
  server.answer('post', '/api/login_check', { token: jwt(5), refresh_token: 'r' });
  server.answer('get', '/api/activities/customers/byiduser', () => ({
    activityCustomers: memberships,
  }));
});

async function signIn(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('E-mail'), 'cassa@tessera.demo');
  await userEvent.type(screen.getByLabelText('Password'), 'Tessera2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
  return (await screen.findByLabelText('location')).textContent;
}

it('takes counter staff to the counter', async () => {
  memberships = [membership(7, ['ROLE_STORE'])];
  expect(await signIn()).toBe('/counter');
});

it('takes a customer home', async () => {
  memberships = [membership(7, ['ROLE_USER'])];
  expect(await signIn()).toBe('/');
});

it('follows a redirect, staff or not', async () => {
  memberships = [membership(7, ['ROLE_STORE'])];
  expect(await signIn('/login?redirect=%2Fprofile')).toBe('/profile');
});

it("names the browser's tab after the screen, in the current language", async () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  // The second part is whose app it is: Tessera, or the activity the screen wears.
  expect(document.title).toMatch(/^Accedi · \S/);
  await setLanguage('de');
  expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  expect(document.title).toMatch(/^Anmelden · \S/);
});
