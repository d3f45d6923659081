import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.mjs';
import { E2E_JWT_SECRET, E2E_RATE_LIMIT } from './e2e/support.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  // The README's screenshots are not a test: `npm run screenshots` writes them (SCREENSHOTS=1).
  testIgnore: process.env.SCREENSHOTS ? [] : ['screenshots.spec.ts'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.vitest-results/e2e.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    // Phones set to reduce motion: the app then shows dialogs, drawers and menus at once
    // (app/theme.ts), so neither clicks nor axe's checks wait on transitions.
    reducedMotion: 'reduce',
    // The app's service worker would serve the app shell from its cache, past page.route and
    // the server: only the PWA tests (e2e/pwa.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      // The SMTP sink the server sends its e-mails to; tests ask it for them over HTTP, a
      // request it answers when the message arrives (e2e/mailbox.ts). Ready once both listen.
      command: 'rm -rf data/e2e-mail && node e2e/mail-sink.mjs',
      url: 'http://127.0.0.1:2527/healthz',
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // A fresh embedded database every run: migrations and demo data as `npm start` makes them.
      command: 'rm -rf data/e2e && node apps/api/dist/server.js',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'data/e2e',
        JWT_SECRET: E2E_JWT_SECRET,
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_MAX: String(E2E_RATE_LIMIT),
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtp://127.0.0.1:2526',
      },
    },
  ],
});
