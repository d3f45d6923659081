import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, RELOADED_KEY, ScreenLoadError, watchStaleChunks } from './chunks.ts';
import { loadingStore } from './notify.ts';

const FILE = 'http://localhost/assets/ProfilePage-old.js';
const gone = (file = FILE) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);

/**
 * A failed import as Vite's preload helper reports it: `vite:preloadError` on window, then the
 * error to the caller.
 */
const viteImport = (error: Error) => async (): Promise<{ default: ComponentType }> => {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  });
  window.dispatchEvent(event);
  throw error;
};

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error instanceof ScreenLoadError ? <p>error screen</p> : this.props.children;
  }
}

function renderScreen(error: Error) {
  const Screen = lazyScreen(viteImport(error));
  render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    </Catch>,
  );
}

let reload: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;
let heads: number;
beforeEach(() => {
  sessionStorage.clear();
  loadingStore.set(0);
  heads = 0;
  // React reports every error a boundary catches on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  reload = vi.fn<() => void>();
  stop = watchStaleChunks(reload);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    expect(init.method).toBe('HEAD');
    heads++;
    return new Response(null, { status: 200 });
  });
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('a file gone after a deploy', () => {
  it('reloads the page once, keeping the loading state until then', async () => {
    renderScreen(gone());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? '[]')).toEqual([FILE]);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(loadingStore.get()).toBe(1);
  });

  it('never reloads twice for the same file: the second time shows the error screen', async () => {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify([FILE]));
    renderScreen(gone());
    expect(await screen.findByText('error screen')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(heads).toBe(0);
    expect(loadingStore.get()).toBe(0);
  });

  it('reloads again for another file (a later deploy)', async () => {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify([FILE]));
    renderScreen(gone('http://localhost/assets/ProfilePage-newer.js'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('no reload when it would show the browser its own error page', () => {
  it('offline: the error screen, without asking the server', async () => {
    window.dispatchEvent(new Event('offline'));
    renderScreen(gone());
    expect(await screen.findByText('error screen')).toBeTruthy();
    expect(heads).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('with the server out of reach (a patchy network that still reads online)', async () => {
    vi.stubGlobal('fetch', async () => {
      heads++;
      throw new TypeError('Failed to fetch');
    });
    renderScreen(gone());
    expect(await screen.findByText('error screen')).toBeTruthy();
    expect(heads).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOADED_KEY)).toBeNull();
  });

  it('with the server answering an error (a deploy under way)', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    renderScreen(gone());
    expect(await screen.findByText('error screen')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
