import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { appVersion } from '../../../testing/fixtures/version.ts';
import DevicesPage from './DevicesPage.tsx';

const api = serveApi();

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
  session.setActivities([membership(7)]);
  api.list('/api/app/userregistrationcodes', []);
  api.answer('get', '/app/version', appVersion());
});

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
