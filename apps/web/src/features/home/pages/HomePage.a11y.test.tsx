// Accessibility of the home (issue 8): the picture strip scrolls sideways, so keyboard users
// must be able to reach it (axe: scrollable-region-focusable), and it is named for screen
// readers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership, userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { activityImage, configuration } from '../../../testing/fixtures/activity.ts';
import { cartValue } from '../../../testing/fixtures/card.ts';
import HomePage from './HomePage.tsx';

const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  server.answer('get', '/api/app/users', customerProfile());
  server.answer('get', '/api/activities/{id}/usercard', userCard());
  server.answer('get', '/api/app/activities/{id}/cartshop', cartValue());
  server.list('/api/activityimages/{activityId}', [
    activityImage({ id: 1, url: '/images/a.jpg', sort: 1 }),
    activityImage({ id: 2, url: '/images/b.jpg', sort: 2 }),
  ]);
  server.answer('get', '/api/activities/{id}/configurations', configuration());
});

it('the picture strip is a named region that the keyboard reaches', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const gallery = await screen.findByRole('region', { name: 'Immagini di Attività 7' });
  expect(gallery.querySelectorAll('img')).toHaveLength(2);
  expect(gallery.tabIndex).toBe(0);
  // Tab goes to the strip (then arrow keys scroll it): nothing before it takes the focus first.
  const user = userEvent.setup();
  while (document.activeElement !== gallery) {
    await user.tab();
    if (document.activeElement === document.body) break;
  }
  expect(document.activeElement).toBe(gallery);
});
