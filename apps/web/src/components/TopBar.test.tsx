import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { setLanguage } from '../lib/i18n.ts';
import { TopBar, TopBarProvider, usePageTitle } from './TopBar.tsx';

beforeEach(() => setLanguage('it'));

function Devices() {
  usePageTitle('Dispositivi');
  return <Link to="/devices/refused">next</Link>;
}

describe('top bar title', () => {
  it('goes with its page: a refused screen shows its own state, not the title before it', async () => {
    render(
      <MemoryRouter initialEntries={['/devices']}>
        <TopBarProvider>
          <TopBar onLogout={vi.fn()} />
          <Routes>
            <Route path="devices" element={<Devices />} />
            <Route path="devices/refused" element={<ErrorPage status={404} />} />
          </Routes>
        </TopBarProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dispositivi');
    await userEvent.click(screen.getByText('next'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina non trovata');
    expect(screen.queryByText('Dispositivi')).toBeNull();
  });
});
