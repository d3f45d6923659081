// An admin's switch for new-order e-mails (issue 22): read, switched off with a PUT and said so;
// not shown to counter staff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import Snackbar from '../../../components/Snackbar.tsx';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { OrderMailSwitch } from './OrderMailSwitch.tsx';

const api = serveApi();
const sent = () => api.calls();

function signIn(roles: Role[]) {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, roles)]);
}

beforeEach(async () => {
  await setLanguage('it');
  let orderMail = true;
  api.answer('get', '/api/activities/{activityId}/order-mail', () => ({ orderMail }));
  api.answer('put', '/api/activities/{activityId}/order-mail', ({ body }) => {
    orderMail = body.orderMail;
    return { orderMail };
  });
});

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
  expect(sent().filter((s) => s.method === 'PUT')).toEqual([
    { method: 'PUT', url: '/api/activities/7/order-mail', body: { orderMail: false } },
  ]);
});

it('counter staff see no switch and ask nothing', async () => {
  signIn(['ROLE_STORE']);
  const { container } = mount();
  expect(container.querySelector('input')).toBeNull();
  expect(sent()).toEqual([]);
});
