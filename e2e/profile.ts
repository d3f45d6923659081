// A Chromium of its own for the tests that need the app's service worker (the PWA's, the card
// offline): a profile on disk, phone-sized, service workers on (the other specs block them,
// playwright.config.ts), and a wait for the worker to control the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { type BrowserContext, chromium, devices, type Page } from './fixtures.ts';

/**
 * A phone-sized Chromium with a profile of its own and service workers on (the other specs
 * block them, playwright.config.ts): Chromium never offers to install from the off-the-record
 * profile of Playwright's usual contexts ('in-incognito'). No other browser runs meanwhile.
 */
export async function withProfile(
  baseURL: string | undefined,
  run: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pwa-'));
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(dir, {
    ...phone,
    ...chromiumLaunchOptions(),
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await run(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits for the worker (registered after the load event) to be active and to control the page. */
export function workerActive(page: Page) {
  return page.evaluate(async () => {
    // The e2e project has no DOM types: what this uses of the service worker container.
    type Listen = (type: string, listener: () => void) => void;
    const { serviceWorker } = navigator as unknown as {
      serviceWorker: {
        ready: Promise<{
          active: { state: string; scriptURL: string; addEventListener: Listen } | null;
        }>;
        controller: unknown;
        addEventListener: Listen;
      };
    };
    const { active } = await serviceWorker.ready;
    const until = (done: () => boolean, on: { addEventListener: Listen } | null, event: string) =>
      new Promise<void>((resolve) => {
        if (done()) resolve();
        else on?.addEventListener(event, () => done() && resolve());
      });
    await until(() => Boolean(serviceWorker.controller), serviceWorker, 'controllerchange');
    await until(() => active?.state === 'activated', active, 'statechange');
    return { state: active?.state, script: active?.scriptURL };
  });
}
