import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { AddressesSection } from './AddressesSection.tsx';

const server = serveApi();

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  server.list('/api/customer-addresses', []);
  // The new address dialog's town field.
  server.list('/public/countries', []);
});

it('with no address, the empty state says so and its button opens the new address dialog', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressesSection />
    </QueryClientProvider>,
  );
  const empty = await screen.findByTestId('empty-state');
  expect(within(empty).getByText('Nessun indirizzo salvato')).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Aggiungi indirizzo' })).toHaveLength(1);
  await userEvent.click(within(empty).getByRole('button', { name: 'Aggiungi indirizzo' }));
  expect(await screen.findByRole('dialog')).toBeTruthy();
});
