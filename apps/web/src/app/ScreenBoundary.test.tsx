import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lib/chunks.ts';
import { loadingStore } from '../lib/notify.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';

type Load = () => Promise<{ default: ComponentType }>;
const gone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Profile.js');
const Profile = () => <p>Il tuo profilo</p>;

/** The screen at /profile, and a home with links between the two. */
function renderScreen(load: Load, at = '/profile') {
  const Screen = lazyScreen(load);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Link to="/">home</Link>
      <Link to="/profile">profile</Link>
      <ScreenBoundary>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route path="/profile" element={<Screen />} />
          </Routes>
        </Suspense>
      </ScreenBoundary>
    </MemoryRouter>,
  );
}

// React reports every error a boundary catches on the console: expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.dispatchEvent(new Event('online'));
  vi.restoreAllMocks();
});

describe('a screen whose code does not load', () => {
  it('shows the error screen, and Retry loads the code again', async () => {
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(gone())
      .mockResolvedValueOnce({ default: Profile });
    renderScreen(load);
    expect(
      await screen.findByRole('heading', { name: 'Impossibile caricare la pagina' }),
    ).toBeTruthy();
    expect(
      screen.getByText('La connessione si è interrotta. Controlla la rete e riprova.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Il tuo profilo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the device is offline when it is, and follows the connection', async () => {
    window.dispatchEvent(new Event('offline'));
    renderScreen(vi.fn<Load>().mockRejectedValue(gone()));
    expect(await screen.findByRole('heading', { name: 'Sei offline' })).toBeTruthy();
    expect(
      screen.getByText(
        'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
      ),
    ).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { name: 'Impossibile caricare la pagina' }),
    ).toBeTruthy();
  });

  it('loads again after a move to another route and back', async () => {
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(gone())
      .mockResolvedValueOnce({ default: Profile });
    renderScreen(load);
    await screen.findByRole('button', { name: 'Riprova' });
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('Home')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'profile' }));
    expect(await screen.findByText('Il tuo profilo')).toBeTruthy();
  });

  it('keeps the loading bar up while the code is on its way', async () => {
    let arrive: (m: { default: ComponentType }) => void = () => {};
    renderScreen(() => new Promise((resolve) => (arrive = resolve)));
    await vi.waitFor(() => expect(loadingStore.get()).toBe(1));
    await act(async () => arrive({ default: Profile }));
    expect(await screen.findByText('Il tuo profilo')).toBeTruthy();
    expect(loadingStore.get()).toBe(0);
  });
});

it('any other failure of a screen shows the generic error page, never a blank one', async () => {
  const Broken = () => {
    throw new Error('bug');
  };
  renderScreen(async () => ({ default: Broken }));
  expect(await screen.findByText('Errore Generico')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();
});
