// The home's content by templateAppHome (issue 9): S shows the latest notices (unread ones
// standing out, a link to all of them) instead of the pictures; I shows the pictures and asks for
// no notices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership, userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { activityImage, configuration } from '../../../testing/fixtures/activity.ts';
import { cartValue } from '../../../testing/fixtures/card.ts';
import { notice } from '../../../testing/fixtures/notices.ts';
import HomePage from './HomePage.tsx';

let template: 'S' | 'I';
const server = serveApi();
/** The calls the screen made, as URLs. */
const asked = () => server.calls().map((c) => new URL(c.url, 'http://x'));

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  server.answer('get', '/api/app/users', customerProfile({ name: 'Giulia' }));
  server.answer('get', '/api/activities/{id}/usercard', userCard());
  server.answer('get', '/api/app/activities/{id}/cartshop', cartValue());
  server.list('/api/activityimages/{activityId}', [activityImage()]);
  server.list(
    '/api/activities/{id}/noticessent/user',
    [notice(1, { title: 'Chiusura per ferie' }), notice(2, { title: 'Nuovi orari', read: true })],
    7,
  );
  server.answer('get', '/api/activities/{id}/configurations', () =>
    configuration({ templateAppHome: template }),
  );
});

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('home content', () => {
  it('template S: the latest notices, unread ones standing out, and a link to all', async () => {
    template = 'S';
    mount();
    const list = await screen.findByRole('list', { name: 'I tuoi avvisi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[0] as HTMLElement).getByText('Nuovo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Avvisi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutti gli avvisi' }).getAttribute('href')).toBe(
      '/notices',
    );
    const call = asked().find((u) => u.pathname.endsWith('/noticessent/user'));
    expect(call?.searchParams.get('rowsPerPage')).toBe('5');
    expect(screen.queryByRole('region', { name: /Immagini|Foto/ })).toBeNull();
  });

  it('template I: the pictures, and no notices asked for', async () => {
    template = 'I';
    const { container } = mount();
    await screen.findByRole('heading', { level: 2 });
    await vi.waitFor(() =>
      expect(container.querySelector('img[src="/images/a.jpg"]')).toBeTruthy(),
    );
    expect(screen.queryByRole('list', { name: 'I tuoi avvisi' })).toBeNull();
    expect(asked().some((u) => u.pathname.endsWith('/noticessent/user'))).toBe(false);
  });
});
