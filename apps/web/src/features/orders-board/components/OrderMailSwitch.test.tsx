// An admin's switch for new-order e-mails (issue 22): read, switched off with a PUT and said so;
// not shown to counter staff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import Snackbar from '../../../components/Snackbar.tsx';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import { OrderMailSwitch } from './OrderMailSwitch.tsx';

const sent: { method: string; path: string; body: unknown }[] = [];

function signIn(roles: Role[]) {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, roles)]);
}

beforeEach(async () => {
  sent.length = 0;
  await setLanguage('it');
  let orderMail = true;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    if (path !== '/api/activities/7/order-mail') return json(404, { message: 'x', code: 'x' });
    if (method === 'PUT') orderMail = body.orderMail;
    return json(200, { data: { orderMail } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderMailSwitch />
      <Snackbar />
    </QueryClientProvider>,
  );

it('an admin reads it on, switches it off, and is told', async () => {
  signIn(['ROLE_ADMIN']);
  mount();
  const toggle = await screen.findByRole('switch', { name: 'E-mail per ogni nuovo ordine' });
  expect((toggle as HTMLInputElement).checked).toBe(true);
  await userEvent.click(toggle);
  expect(await screen.findByText('Non riceverai più e-mail per i nuovi ordini')).toBeTruthy();
  await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([
    { method: 'PUT', path: '/api/activities/7/order-mail', body: { orderMail: false } },
  ]);
});

it('counter staff see no switch and ask nothing', async () => {
  signIn(['ROLE_STORE']);
  const { container } = mount();
  expect(container.querySelector('input')).toBeNull();
  expect(sent).toEqual([]);
});
