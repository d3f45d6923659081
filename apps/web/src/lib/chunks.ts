// The screens' code, loaded on demand, and what happens when it does not arrive: offline, on a
// patchy network, or in a tab opened before a deploy that asks for a file name the new build no
// longer has. A screen loads through `lazyScreen`: the loading bar shows while its code loads,
// a failure is a ScreenLoadError that the screen boundary (app/ScreenBoundary.tsx) turns into an
// error screen whose Retry loads the code again (`retryScreens`). A stale file after a deploy
// reloads the page once (`watchStaleChunks`), never twice for the same file, so it cannot loop.
import { type ComponentType, createElement, lazy } from 'react';
import { loading } from './notify.ts';
import { isOnline } from './online.ts';

/** A screen's code (or its texts) did not load. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}

/** The session storage key of the files the page was already reloaded for. */
export const RELOADED_KEY = 'tessera.reloadedFor';

/** Set while the page reloads for a stale file: the screens keep their loading state. */
let reloading: Promise<boolean> | null = null;

/** Resets of the screens whose code failed to load; Retry runs them. */
const failed = new Set<() => void>();

/** The file a failed dynamic import names ("Failed to fetch dynamically imported module: …"). */
function failedFile(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+/.exec(text)?.[0] ?? 'unknown';
}

function reloadedFor(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * After a failed import: reloads the page when the file is stale, that is when the server
 * answers (a reload then gets the new build), once per file. Offline, or with the server out
 * of reach, a reload would show the browser's own error page: the error screen stays instead.
 */
async function reloadIfStale(file: string, reload: () => void): Promise<boolean> {
  if (!isOnline()) return false;
  const done = reloadedFor();
  if (done.includes(file)) return false;
  try {
    const res = await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    if (!res.ok) return false;
  } catch {
    return false;
  }
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify([...done, file].slice(-20)));
  reload();
  return true;
}

/**
 * Listens to Vite's `vite:preloadError`, sent for every dynamic import that fails (screens,
 * texts, date locales): a stale file reloads the page once. The error still reaches its caller,
 * so the screen boundary shows the error screen when there is no reload. Returns the way to stop.
 */
export function watchStaleChunks(reload: () => void = () => location.reload()) {
  const listener = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!reloading) reloading = reloadIfStale(failedFile(error), reload);
    void reloading.then((reloads) => {
      if (!reloads) reloading = null;
    });
  };
  window.addEventListener('vite:preloadError', listener);
  return () => {
    window.removeEventListener('vite:preloadError', listener);
    reloading = null;
  };
}

/** A promise that never settles: the screen stays in its loading state until the reload. */
const never = new Promise<never>(() => {});

/**
 * React.lazy for a screen: the loading bar shows while its code loads, and a failed load can be
 * retried (React.lazy keeps a failure for good, so Retry swaps in a fresh lazy component).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const make = () =>
    lazy(async () => {
      // Outside React's render: the bar's store changes in a microtask, not during it.
      await Promise.resolve();
      loading.start();
      try {
        const module = await load();
        loading.stop();
        return module;
      } catch (error) {
        // The bar stays up while the page reloads for a stale file.
        if (reloading && (await reloading)) return never;
        loading.stop();
        failed.add(() => {
          current = make();
        });
        throw new ScreenLoadError(error);
      }
    });
  let current = make();
  return function Screen(props: P) {
    return createElement(current, props);
  };
}

/** Lets every screen whose code failed to load try again when it renders next. */
export function retryScreens() {
  for (const reset of failed) reset();
  failed.clear();
}
