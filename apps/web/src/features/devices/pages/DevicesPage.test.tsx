import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import DevicesPage from './DevicesPage.tsx';

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
  session.setActivities([membership(7)]);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/app/userregistrationcodes'))
      return json(200, { data: [], totalRows: 0 });
    return json(200, {
      data: { version: '0.1.0', minAppVersion: { ios: '1.0.0', android: '1.0.0' } },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

it('with no device, the empty state says so and holds the one button that registers this browser', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DevicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const empty = await screen.findByTestId('empty-state');
  expect(within(empty).getByText('Nessun dispositivo registrato')).toBeTruthy();
  expect(within(empty).getByRole('button', { name: 'Registra questo browser' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Registra questo browser' })).toHaveLength(1);
});
