// The activities list: its accessibility (issue 8): each activity is a button inside a list item
// (axe: a list holds list items only), the current one marked as such; each with its logo; and
// the empty state when there is none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import ActivitiesPage from './ActivitiesPage.tsx';

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  await setLanguage('it');
});

const mount = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ActivitiesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('lists the activities as list items, the current one marked', () => {
  session.setActivities([membership(7), membership(8)]);
  session.switchActivity(8);
  mount();
  const list = screen.getByRole('list');
  expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI']);
  expect(within(list).getByRole('button', { current: true }).textContent).toContain('Attività 8');
  expect(within(list).getByRole('button', { current: false }).textContent).toContain('Attività 7');
});

it("shows each activity's logo", () => {
  const withLogo = membership(8);
  withLogo.activity = { ...withLogo.activity, logoUrl: '/images/activities/8/logo.svg' };
  session.setActivities([membership(7), withLogo]);
  mount();
  expect(document.querySelector('[data-logo="/images/activities/8/logo.svg"]')).not.toBeNull();
  expect(screen.queryByTestId('empty-state')).toBeNull();
});

it('with no activity, the empty state says so and its button reads the memberships again', async () => {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  mount(client);
  const empty = screen.getByTestId('empty-state');
  expect(within(empty).getByText('Non sei ancora cliente di nessuna attività.')).toBeTruthy();
  await userEvent.click(within(empty).getByRole('button', { name: 'Aggiorna' }));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: activityCustomerKeys.all });
});

it('leads to the counter when the chosen activity is one where the user is counter staff, home otherwise', async () => {
  session.setActivities([membership(7), membership(8, ['ROLE_STORE'])]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/activities']}>
        <Routes>
          <Route path="activities" element={<ActivitiesPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Attività 8/ }));
  expect(screen.getByLabelText('location').textContent).toBe('/counter');
});

it('leads home when the chosen activity is one where the user is a customer', async () => {
  session.setActivities([membership(7), membership(8, ['ROLE_STORE'])]);
  session.switchActivity(8);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/activities']}>
        <Routes>
          <Route path="activities" element={<ActivitiesPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Attività 7/ }));
  expect(screen.getByLabelText('location').textContent).toBe('/');
});
