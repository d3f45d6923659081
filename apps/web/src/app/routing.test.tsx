import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, matchRoutes, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { setLanguage } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { jwt, membership, Where } from '../test-support.tsx';
import { RequireAuth, safeRedirect } from './layouts/RequireAuth.tsx';
import RequireRole from './layouts/RequireRole.tsx';
import { routes, SCREENS } from './routes.tsx';
import { useLanguage } from './useLanguage.ts';

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

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/es/activities')).toBe('/es/activities');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
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

function Switcher() {
  const { change } = useLanguage();
  return (
    <>
      <button type="button" onClick={() => change('es')}>
        es
      </button>
      <button type="button" onClick={() => change('it')}>
        it
      </button>
      <Where />
    </>
  );
}

describe('language switch', () => {
  it('adds, replaces and removes the language prefix of the current route', async () => {
    render(
      <MemoryRouter initialEntries={['/activities?x=1']}>
        <Switcher />
      </MemoryRouter>,
    );
    const where = () => screen.getByLabelText('location').textContent;
    await userEvent.click(screen.getByText('es'));
    await waitFor(() => expect(where()).toBe('/es/activities?x=1'));
    expect(localStorage.getItem('tessera.language')).toBe('es');
    await userEvent.click(screen.getByText('it'));
    await waitFor(() => expect(where()).toBe('/activities?x=1'));
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
