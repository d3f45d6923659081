// The first load (issue 15): index.html paints Tessera's colour, mark and a labelled progress
// bar before any script arrives; its inline script puts the label in the stored language and the
// remembered activity's colours; React's first render replaces it with the same drawing, then
// with the screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillFirstLoad, firstLoadLabels } from '../../first-load-plugin.ts';
import { App } from '../app/App.tsx';
import { setLanguage } from '../lib/i18n.ts';
import { BRAND_KEY, brandStore } from './Brand.tsx';
import { FirstLoad } from './FirstLoad.tsx';

const web = join(import.meta.dirname, '../..');
const page = new DOMParser().parseFromString(
  fillFirstLoad(readFileSync(join(web, 'index.html'), 'utf8'), {
    labels: firstLoadLabels(join(web, 'src/locales')),
    core: { it: '/assets/core-it.js', de: '/assets/core-de.js' },
    rest: {},
    login: ['/assets/LoginPage-1.js'],
    home: ['/assets/Authenticated-1.js'],
  }),
  'text/html',
);
const script = page.querySelector('script:not([src])')?.textContent ?? '';
const rita = {
  id: 2,
  name: 'Trattoria Da Rita',
  color: 'C62828',
  colorText: 'FFFFFF',
  logoUrl: null,
};

/** What the page put in <head>: its own elements and the preloads its script adds. */
let pageHead: ChildNode[] = [];
function closePage() {
  for (const node of pageHead) node.remove();
  pageHead = [];
  document.body.innerHTML = '';
}

/**
 * The page as the browser has it before any file arrives: its body, its inline script run. Its
 * <head> goes beside what is there (emotion's styles, which emotion inserts new ones next to).
 */
function openPage(path: string) {
  closePage();
  history.replaceState(null, '', path);
  const before = new Set(document.head.childNodes);
  document.head.append(...[...page.head.childNodes].map((n) => document.importNode(n, true)));
  document.body.innerHTML = page.body.innerHTML;
  new Function(script)();
  pageHead = [...document.head.childNodes].filter((n) => !before.has(n));
  return document.querySelector('main.first-load') as HTMLElement;
}

/** What the eye sees of a first load: each element's tag, class and text, the bar's label. */
const drawing = (e: Element): string[] =>
  [...e.querySelectorAll('*')].map(
    (n) =>
      `${n.tagName.toLowerCase()}.${n.getAttribute('class') ?? ''}:${n.children.length ? '' : n.textContent}:${n.getAttribute('aria-label') ?? ''}`,
  );

beforeEach(async () => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  await setLanguage('it');
});
afterEach(closePage);

describe('index.html', () => {
  it("paints Tessera's colour, mark and name with a labelled progress bar, from inline CSS", () => {
    const css = page.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/\.first-load \{[^}]*background-color: var\(--brand, #37474f\)/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    // Nothing to fetch before the first paint: no stylesheet, no script in the way.
    expect(page.querySelectorAll('link[rel=stylesheet], head script')).toHaveLength(0);
    const shell = page.querySelector('#root > main.first-load') as HTMLElement;
    expect(shell.querySelector('svg[aria-hidden=true] rect')?.getAttribute('fill')).toBe('#37474F');
    expect(shell.textContent?.trim()).toBe('Tessera');
    const bar = shell.querySelector('[role=progressbar]');
    expect(bar?.getAttribute('aria-label')).toBe('Caricamento…');
  });

  it("labels the bar in the stored language and wears the remembered activity's colours", () => {
    localStorage.setItem('tessera.language', 'de');
    localStorage.setItem(BRAND_KEY, JSON.stringify(rita));
    const shell = openPage('/login');
    expect(document.documentElement.lang).toBe('de');
    expect(shell.querySelector('[role=progressbar]')?.getAttribute('aria-label')).toBe(
      'Wird geladen…',
    );
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#C62828');
    expect(shell.querySelector('.first-load-initials')?.textContent).toBe('TD');
    expect(shell.querySelector('p')?.textContent).toBe('Trattoria Da Rita');
  });

  it("takes the route's language first and never a colour that is not one", () => {
    localStorage.setItem('tessera.language', 'de');
    localStorage.setItem(BRAND_KEY, JSON.stringify({ ...rita, color: 'red;background:url(x)' }));
    const shell = openPage('/gb/login');
    expect(document.documentElement.lang).toBe('en');
    expect(shell.querySelector('[role=progressbar]')?.getAttribute('aria-label')).toBe('Loading…');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('');
    expect(shell.querySelector('svg')).not.toBeNull();
  });

  it("fetches the landing screen's code beside the app's, by path", () => {
    const preloads = () =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    openPage('/login');
    expect(preloads()).toEqual(['/assets/core-it.js', '/assets/LoginPage-1.js']);
    localStorage.setItem('tessera.token', 't');
    openPage('/');
    expect(preloads()).toEqual(['/assets/core-it.js', '/assets/Authenticated-1.js']);
    openPage('/profile');
    expect(preloads()).toEqual(['/assets/core-it.js']);
  });

  it('is drawn again by React the same way, and replaced by the screen on mount', async () => {
    localStorage.setItem(BRAND_KEY, JSON.stringify(rita));
    brandStore.set(rita);
    const shell = openPage('/login');
    const { container, unmount } = render(
      <MemoryRouter initialEntries={['/login']}>
        <FirstLoad />
      </MemoryRouter>,
    );
    expect(drawing(container)).toEqual(drawing(shell.parentElement as HTMLElement));
    unmount();

    const root = createRoot(document.getElementById('root') as HTMLElement);
    root.render(<App />);
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeTruthy();
    expect(shell.isConnected).toBe(false);
    expect(document.querySelector('.first-load')).toBeNull();
    root.unmount();
    brandStore.set(null);
  });
});
