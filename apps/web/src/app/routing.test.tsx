import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, matchRoutes, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { setLanguage } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { jwt, membership, Where } from '../test-support.tsx';
import { serveApi } from '../testing/api.ts';
import { managedUser } from '../testing/fixtures/users.ts';
import { RequireAuth } from './layouts/RequireAuth.tsx';
import RequireRole from './layouts/RequireRole.tsx';
import { routes, SCREENS } from './routes.tsx';

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  await setLanguage('it');
});

describe('route guard', () => {
  it('sends visitors to /login with the current path as redirect', () => {
    render(
      <MemoryRouter initialEntries={['/activities?tab=2']}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="activities" element={<p>private</p>} />
          </Route>
          <Route path="login" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByText('private')).toBeNull();
    expect(screen.getByLabelText('location').textContent).toBe(
      '/login?redirect=%2Factivities%3Ftab%3D2',
    );
  });

  it('lets a signed-in customer through', () => {
    session.setTokens(jwt(1), 'r');
    render(
      <MemoryRouter initialEntries={['/activities']}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="activities" element={<p>private</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('private')).toBeTruthy();
  });
});

describe('role guard', () => {
  const renderVersion = () =>
    render(
      <MemoryRouter initialEntries={['/version']}>
        <Routes>
          <Route element={<RequireRole permission="version" />}>
            <Route path="version" element={<p>versions</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  it("shows the 404 page to roles the screen is not for, following the activity's roles", () => {
    session.setTokens(jwt(1), 'r');
    session.setActivities([membership(7, ['ROLE_USER']), membership(8, ['ROLE_ADMIN'])]);
    const first = renderVersion();
    expect(screen.queryByText('versions')).toBeNull();
    expect(screen.getByText('Pagina non trovata')).toBeTruthy();
    first.unmount();
    session.switchActivity(8);
    renderVersion();
    expect(screen.getByText('versions')).toBeTruthy();
  });

  it('lets a super admin in whatever the membership', () => {
    session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
    session.setActivities([membership(7, ['ROLE_USER'])]);
    renderVersion();
    expect(screen.getByText('versions')).toBeTruthy();
  });
});

describe('the users screen, as the router mounts it', () => {
  const server = serveApi();
  /** The addresses the screen asked for. */
  const fetched = () => server.calls().map((c) => c.url);
  const user = managedUser(2, { name: 'Nome2', surname: 'Cognome2' });
  beforeEach(() => {
    session.setTokens(jwt(1), 'r');
    server.list('/api/users', [user]);
  });

  const renderUsers = () =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/users']}>
          <Suspense fallback={null}>
            {matchRoutes(routes, '/users')?.at(-1)?.route.element}
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('is not found for customers and calls nothing', async () => {
    session.setActivities([membership(7, ['ROLE_USER'])]);
    renderUsers();
    expect(await screen.findByText('Pagina non trovata')).toBeTruthy();
    expect(fetched()).toEqual([]);
  });

  it("follows the roles of the current activity, not another activity's", async () => {
    session.setActivities([membership(7, ['ROLE_USER']), membership(8, ['ROLE_ADMIN'])]);
    const first = renderUsers();
    expect(await screen.findByText('Pagina non trovata')).toBeTruthy();
    first.unmount();
    session.switchActivity(8);
    renderUsers();
    // The screen's chunk and the rest of the texts load first.
    await screen.findByText('Nome2 Cognome2', undefined, { timeout: 10_000 });
    expect(fetched()[0]).toContain('filters[activityId]=8');
  }, 15_000);
});

describe('error page', () => {
  it("shows 'Pagina non trovata' for 404, the message or 'Errore Generico' otherwise", () => {
    const { rerender } = render(
      <MemoryRouter>
        <ErrorPage status={404} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pagina non trovata')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    rerender(
      <MemoryRouter>
        <ErrorPage status={500} message="Database in manutenzione" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Database in manutenzione')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <ErrorPage status={500} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Errore Generico')).toBeTruthy();
  });
});

describe('routes', () => {
  /** The screen a path opens: the element of its deepest route. */
  const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.element;

  it("are built from one list for every language's prefix", () => {
    for (const s of SCREENS) {
      const path = `/${(s.path ?? '').replace(':activityId', '5').replace('*', 'nowhere')}`;
      const bare = screenAt(path);
      expect(bare, path).toBeTruthy();
      for (const prefix of ['es', 'fr', 'de', 'gb']) {
        expect(screenAt(`/${prefix}${path === '/' ? '' : path}`), `${prefix} ${path}`).toBe(bare);
      }
    }
  });

  it('open the 404 page for a prefix that is no language, and guard role screens', () => {
    const notFound = screenAt('/nowhere');
    expect(screenAt('/it/activities')).toBe(notFound);
    expect(screenAt('/xx/users')).toBe(notFound);
    const users = matchRoutes(routes, '/users')?.at(-1)?.route.element as {
      props: { permission?: string };
    };
    expect(users.props.permission).toBe('users');
  });
});
