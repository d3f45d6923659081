// The suite's `test` (issue 8, accessibility): Playwright's own, plus axe-core on every screen
// state a test visits. A state is checked when the test is about to act on it (a click, a fill,
// a selection, a key, a navigation away) once its target shows, and at the end of the test; each
// distinct state once per run (e2e/axe.ts, screenState: language, width, route, title, open
// dialogs, errors; the snackbar and the drawer once each). A serious or critical violation
// fails the test that met it, after its steps ran, with every violation listed.
// `test.use({ axeAuto: false })` turns the checks off for a file, AXE_OFF=1 for a run (to time
// the suite without them); AXE_VERBOSE=1 prints each check and the moderate and minor findings.
import { test as base, type Locator, type Page } from '@playwright/test';
import {
  axeViolations,
  claim,
  describeState,
  describeViolations,
  logMinor,
  release,
  screenState,
} from './axe.ts';

// Everything else as Playwright has it: a spec imports from here instead of '@playwright/test'.
export * from '@playwright/test';

/** The test running now: where its checks report, and which pages belong to the app. */
interface Collector {
  origin: string;
  found: string[];
  checked: number;
}

let collector: Collector | undefined;
let total = 0;
/** A check in progress: the actions axe itself performs are not checked again. */
let busy = false;

/** Runs axe on the page's state unless all of it was checked before. */
async function checkState(page: Page) {
  const run = collector;
  if (!run || busy || page.isClosed() || !page.url().startsWith(run.origin)) return;
  busy = true;
  let claimed: string[] = [];
  let label = page.url();
  try {
    // Only the app's screens: not an answer of the API opened in the tab (/healthz, a file).
    if ((await page.evaluate(() => document.contentType)) !== 'text/html') return;
    const state = await screenState(page);
    claimed = claim(state);
    if (claimed.length === 0) return;
    label = describeState(state);
    if (process.env.AXE_VERBOSE) console.log(`axe: checking ${label}`);
    const violations = await axeViolations(page);
    logMinor(violations, label);
    run.found.push(...describeViolations(violations, label));
    run.checked++;
    total++;
  } catch (error) {
    release(claimed);
    // The page went elsewhere during the check (a redirect, a reload): its next state counts.
    // Anything else is the check's own failure, and says so.
    const message = error instanceof Error ? error.message : String(error);
    if (!/context was destroyed|has been closed|detached|navigat/i.test(message)) {
      run.found.push(`[${label}] the axe check failed: ${message}`);
    }
  } finally {
    busy = false;
  }
}

const LOCATOR_ACTIONS = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'pressSequentially',
  'press',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
] as const;
const PAGE_ACTIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

type Method = (...args: unknown[]) => Promise<unknown>;

/** Wraps each named method of a prototype so that `before` runs first. */
function wrap(
  proto: object,
  names: readonly string[],
  before: (self: never, args: unknown[]) => Promise<void>,
) {
  const methods = proto as Record<string, Method>;
  for (const name of names) {
    const original = methods[name];
    if (!original) continue;
    methods[name] = async function (this: never, ...args: unknown[]) {
      await before(this, args);
      return original.apply(this, args);
    };
  }
}

let patched = false;

/** Hooks the checks into every Locator and Page of this worker, once. */
function patch(page: Page) {
  if (patched) return;
  patched = true;
  wrap(
    Object.getPrototypeOf(page.locator('html')),
    LOCATOR_ACTIONS,
    async (self: Locator, args) => {
      if (!collector || busy) return;
      const options = args.at(-1) as { force?: boolean; trial?: boolean } | undefined;
      if (typeof options === 'object' && (options?.force || options?.trial)) return;
      try {
        // The state the action is meant for: once its target shows (else the action reports).
        await self.waitFor({ state: 'visible', timeout: 10_000 });
      } catch {
        return;
      }
      await checkState(self.page());
    },
  );
  wrap(Object.getPrototypeOf(page), PAGE_ACTIONS, async (self: Page) => {
    await checkState(self);
  });
}

export const test = base.extend<
  { axeAuto: boolean; axeChecks: Collector | undefined },
  { axeTotal: undefined }
>({
  axeAuto: [!process.env.AXE_OFF, { option: true }],
  axeTotal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it.
    async ({}, use) => {
      await use(undefined);
      if (total > 0) console.log(`axe-core: ${total} screen states checked in this worker`);
    },
    { scope: 'worker', auto: true },
  ],
  axeChecks: [
    async ({ axeAuto, baseURL }, use) => {
      if (!axeAuto || !baseURL) return use(undefined);
      const run: Collector = { origin: new URL(baseURL).origin, found: [], checked: 0 };
      collector = run;
      try {
        await use(run);
      } finally {
        collector = undefined;
      }
      if (run.found.length > 0) {
        throw new Error(
          `axe-core found ${run.found.length} serious or critical violation(s):\n${run.found.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  page: async ({ page, axeChecks }, use, testInfo) => {
    if (axeChecks) patch(page);
    await use(page);
    // The state the test ended on, if it ended as expected.
    if (axeChecks && testInfo.status === testInfo.expectedStatus) await checkState(page);
  },
});
