// Accessibility checks with axe-core (issue 8): one rule set for the whole suite, and a failure
// that names each serious or critical violation with its rule, its elements and what to do.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (a dialog's name, an empty heading):
 * the rules of the audit in issue 8.
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** The impacts that fail a test; moderate and minor ones are only counted. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page's finite animations and transitions are over (a dialog or a snackbar
 * fading in would read as low contrast), at most 1.5 s; a spinner's endless one is not waited
 * for. Two frames first: a transition set by the last render starts in the next one.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 1_500;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    while (performance.now() < deadline) {
      await frame();
      const running = document.getAnimations().filter((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return (
          a.playState === 'running' &&
          a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY &&
          // A button's ripple after a click changes no text's colour: not waited for.
          !target?.closest('.MuiTouchRipple-root')
        );
      });
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, deadline - performance.now())),
      ]);
    }
  });
}

/** axe's violations on the page as it is now, every impact. */
export async function axeViolations(page: Page): Promise<Result[]> {
  // Legacy mode runs axe in the page itself: the default mode opens a blank tab to merge
  // frames' results, which takes the focus away from the page under test (the app has no
  // frames of its own).
  const analyze = async () => {
    const t0 = Date.now();
    await settle(page);
    // axe stays in the page across the app's own route changes: injected once per page load.
    const loaded = await page.evaluate(() => 'axe' in window);
    const result = await new AxeBuilder({ page, axeSource: loaded ? ';' : undefined })
      .withTags([...AXE_TAGS])
      // Only the violations come back: passes and the rest are not collected nor sent.
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    if (process.env.AXE_VERBOSE) console.log(`axe: ${Date.now() - t0} ms`);
    return result.violations;
  };
  let violations: Result[];
  try {
    violations = await analyze();
  } catch {
    // The page changed under axe (a screen still rendering): once more, when it is quiet.
    await page.waitForTimeout(300);
    return analyze();
  }
  // A blocking finding is confirmed on a second look: a snackbar that mounted during the first
  // (its fade-in reads as low contrast) has settled by then; a real violation is still there.
  if (!violations.some((v) => BLOCKING.has(v.impact ?? ''))) return violations;
  await page.waitForTimeout(500);
  return analyze();
}

/** The serious and critical violations, one line per element: rule, target, help. */
export function describeViolations(violations: Result[], label: string): string[] {
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${label}] ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''} ${v.helpUrl}`,
      ),
    );
}

/** With AXE_VERBOSE=1, the moderate and minor violations too (they fail nothing). */
export function logMinor(violations: Result[], label: string) {
  if (!process.env.AXE_VERBOSE) return;
  for (const v of violations.filter((v) => !BLOCKING.has(v.impact ?? ''))) {
    console.log(
      `[${label}] ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}: ${v.help}`,
    );
  }
}

/** The parts of screen states checked in this worker (see screenState): each once. */
const checked = new Set<string>();

/**
 * Claims a state for checking: its keys not checked yet, now marked checked (none: nothing new
 * to check). `release` gives them back when the check could not run.
 */
export function claim(state: ScreenState): string[] {
  const fresh = [state.screen, ...state.parts].filter((k) => !checked.has(k));
  for (const k of fresh) checked.add(k);
  return fresh;
}

export function release(keys: string[]) {
  for (const k of keys) checked.delete(k);
}

/** A state as one line, for messages. */
export const describeState = (state: ScreenState) => [state.screen, ...state.parts].join(' + ');

/**
 * Fails the test when axe finds a serious or critical violation on the page as it is now, unless
 * all of this state was checked before (see screenState); the test goes on (a soft assertion),
 * so one run lists every state's violations.
 */
export async function expectAccessible(page: Page, label: string) {
  if (claim(await screenState(page)).length === 0) return;
  const violations = await axeViolations(page);
  logMinor(violations, label);
  const found = describeViolations(violations, label);
  expect.soft(found, `axe-core on ${label}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * A screen state, as the checks tell states apart: `screen` is the language, the width class,
 * the route (numbers as :id), the screen's title (h1), its open dialogs, menus and lists, and
 * whether invalid fields, an alert of its own or the offline state show; `parts` are the
 * app-wide pieces on top of it (the snackbar, the drawer, a top-bar button's dialog such as
 * log-out), the same on every screen: each is checked once per language and width, not again
 * over every screen.
 */
export interface ScreenState {
  screen: string;
  parts: string[];
}

export function screenState(page: Page): Promise<ScreenState> {
  return page.evaluate(() => {
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const text = (e: Element) => (e.textContent ?? '').replace(/\d+/g, '#').trim().slice(0, 60);
    const nameOf = (e: Element) => {
      const by = e.getAttribute('aria-labelledby');
      const labelled = by ? document.getElementById(by.split(' ')[0] ?? '') : null;
      return e.getAttribute('aria-label') ?? (labelled ? text(labelled) : '');
    };
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(shown);
    const where = [
      document.documentElement.lang,
      innerWidth < 600 ? 'phone' : innerWidth < 900 ? 'tablet' : 'desktop',
    ];
    const path = location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
    // The screen's title (the top bar's, or the card's); a greeting's name makes no new state.
    const title = all('h1').map(text).join(' / ');
    const parts: string[] = [];
    const own: string[] = [];
    // The drawer, the snackbar, and a dialog a top-bar button opens (named as the button).
    const drawer = all('.MuiDrawer-modal');
    if (drawer.length > 0) parts.push('drawer');
    if (all('.MuiSnackbar-root [role=alert], .MuiSnackbar-root [role=status]').length > 0) {
      parts.push('snackbar');
    }
    const barButtons = new Set(
      [...document.querySelectorAll('header button[aria-label]')].map((b) =>
        b.getAttribute('aria-label'),
      ),
    );
    for (const e of all('[role=dialog], [role=alertdialog], [role=menu], [role=listbox]')) {
      if (drawer.some((d) => d.contains(e))) continue;
      const name = `${e.getAttribute('role')}:${nameOf(e)}`;
      if (barButtons.has(nameOf(e))) parts.push(name);
      else own.push(name);
    }
    if (all('[aria-invalid=true]').length > 0) own.push('invalid');
    if (all('[role=alert]').some((e) => !e.closest('.MuiSnackbar-root'))) own.push('alert');
    if (!navigator.onLine) own.push('offline');
    return {
      screen: [...where, path, title, ...own].join(' | '),
      parts: parts.map((p) => [...where, p].join(' | ')),
    };
  });
}
