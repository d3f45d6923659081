// The loading bars (issue 22, axe aria-progressbar-name on the customer home): while a request
// is in flight each is a progress bar named in the reader's language; idle, none is announced.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { loading } from '../lib/notify.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';

beforeEach(() => loading.reset());
afterEach(async () => {
  loading.reset();
  await setLanguage('it');
});

it.each([
  ['it', 'Caricamento…'],
  ['es', 'Cargando…'],
  ['fr', 'Chargement…'],
  ['de', 'Wird geladen…'],
  ['gb', 'Loading…'],
] as const)('each bar is a named progress bar while loading (%s)', async (lang, name) => {
  await setLanguage(lang);
  render(
    <>
      <LoadingBar />
      <PageLoadingBar />
    </>,
  );
  expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  act(() => loading.start());
  const bars = screen.getAllByRole('progressbar', { name });
  expect(bars.map((b) => b.dataset.testid)).toEqual(['loading-bar', 'page-loading-bar']);
  act(() => loading.stop());
  expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
});
