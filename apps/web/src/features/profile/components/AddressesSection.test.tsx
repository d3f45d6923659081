import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import { AddressesSection } from './AddressesSection.tsx';

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  vi.stubGlobal('fetch', async () => json(200, { data: [], totalRows: 0 }));
});
afterEach(() => vi.unstubAllGlobals());

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
