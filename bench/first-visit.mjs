// `node bench/first-visit.mjs [base-url]` (issue 15): the first visit on a weak signal. In
// Chromium on a phone (Pixel 7) with slow 3G emulated through the DevTools protocol (2000 ms
// round trip, 400 kbit/s down and up, `Network.emulateNetworkConditions`) and the CPU slowed 4x
// (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset), it measures the first paint
// and first contentful paint (the page's paint entries) and the time until the screen is usable:
// - `/login`: the e-mail field shown and enabled and the Accedi button shown (it enables once
//   both fields are filled, which is checked after the measure);
// - `/` signed in (cliente@tessera.demo): the home's card shown with the card read (its
//   full-screen button enabled);
// each cold (a new browser context: empty HTTP cache, no service worker; the signed-in state is
// only local storage) and warm (a second visit in the same context, once the service worker
// controls the page and, for the home, the card is kept on the device). Times are from navigation start, medians of FIRST_VISIT_RUNS (3) runs.
// Then Lighthouse's mobile performance score of /login (FIRST_VISIT_LIGHTHOUSE=0 skips it), run
// with npx (a pinned version, kept out of the project's dependencies) on the same Chromium.
// Without a base URL it starts the built server (apps/api/dist/server.js, which serves
// apps/web/dist) on an empty embedded database with the demo data.
// FIRST_VISIT_TRACE=1 prints each cold run's requests (start and end, ms from navigation).
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from '../e2e/chromium.mjs';

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 3);
const TRACE = process.env.FIRST_VISIT_TRACE === '1';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const USER = { username: 'cliente@tessera.demo', password: 'Tessera2026!' };
/** Slow 3G as the issue measured it; bytes per second. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const CPU_SLOWDOWN = 4;
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7'];

/** The home's card: the greeting card in the activity's colours, which holds the card. */
const HOME_CARD = '[aria-labelledby="home-greeting"]';

/** In every page: the moment each screen became usable, from navigation start. */
function watchUsable(HOME_CARD) {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const ready = {
    login: () => {
      const email = document.getElementById('login-username');
      const submit = document.querySelector('form button[type=submit]');
      return email && !email.disabled && shown(email) && submit && shown(submit);
    },
    home: () => {
      const full = document.querySelector(`${HOME_CARD} button.MuiButton-contained`);
      return full && !full.disabled && shown(full);
    },
  };
  window.__usable = {};
  const check = () => {
    for (const [screen, isReady] of Object.entries(ready)) {
      if (!window.__usable[screen] && isReady()) window.__usable[screen] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}

async function throttle(context, page, on) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send(
    'Network.emulateNetworkConditions',
    on ? SLOW_3G : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

/** One throttled visit of `path` in a new page of `context`, until `screen` is usable. */
async function visit(context, base, path, screen) {
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await throttle(context, page, true);
  const requests = [];
  if (TRACE) {
    const t0 = Date.now();
    page.on('request', (r) => requests.push({ r, start: Date.now() - t0 }));
    page.on('requestfinished', (r) => {
      const entry = requests.find((x) => x.r === r);
      if (entry) entry.end = Date.now() - t0;
    });
  }
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.waitForFunction((s) => window.__usable?.[s], screen, { polling: 100 });
  // The paint entries follow the frame that painted.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  const result = await page.evaluate((s) => {
    const paint = Object.fromEntries(
      performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]),
    );
    return {
      fp: paint['first-paint'],
      fcp: paint['first-contentful-paint'],
      usable: window.__usable[s],
    };
  }, screen);
  if (screen === 'login') {
    // Usable means it works: filled in, Accedi enables.
    await page.fill('#login-username', USER.username);
    await page.fill('#login-password', USER.password);
    await page.waitForSelector('form button[type=submit]:not([disabled])');
  }
  if (TRACE) {
    console.log(`  requests of ${path}:`);
    for (const { r, start, end } of requests) {
      console.log(`    ${start}–${end ?? '…'} ms ${r.method()} ${r.url().replace(base, '')}`);
    }
  }
  return { page, result };
}

/** Waits for the app's service worker to be active and to control the page. */
async function workerControls(context, page) {
  await throttle(context, page, false);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
  });
}

/** The signed-in state as a browser keeps it (local storage), from a sign-in at full speed. */
async function signedInState(browser, base) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.fill('#login-username', USER.username);
  await page.fill('#login-password', USER.password);
  await page.click('form button[type=submit]');
  await page.waitForSelector(HOME_CARD, { timeout: 120_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Cold then warm visits of one screen, in one context. */
async function coldAndWarm(browser, base, path, screen, storageState) {
  const context = await browser.newContext({ ...PHONE, storageState });
  await context.addInitScript(watchUsable, HOME_CARD);
  const cold = await visit(context, base, path, screen);
  await workerControls(context, cold.page);
  // As after any visit of the home: the card kept on the device (saved a second after it came).
  if (screen === 'home') {
    await cold.page.waitForFunction(() =>
      localStorage.getItem('tessera.cache.queries')?.includes('cardCode'),
    );
  }
  await cold.page.close();
  const warm = await visit(context, base, path, screen);
  await context.close();
  return { cold: cold.result, warm: warm.result };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};
const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const range = (xs) =>
  `${seconds(Math.min(...xs.filter(Number.isFinite)))}–${seconds(Math.max(...xs.filter(Number.isFinite)))}`;

/** Lighthouse's mobile preset (simulated throttling) on /login, RUNS times. */
async function lighthouse(base) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lighthouse-'));
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const out = join(dir, `run-${i}.json`);
      await promisify(execFile)(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `${base}/login`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 1 << 26 },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const metric = (id) => report.audits[id].numericValue;
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-first-visit-'));
  const free = createServer();
  await new Promise((resolve) => free.listen(0, '127.0.0.1', resolve));
  const { port } = free.address();
  await new Promise((resolve) => free.close(resolve));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).then(() => rmSync(dir, { recursive: true, force: true }));
  return { base, stop };
}

async function main() {
  const own = process.argv[2] ? null : await startServer();
  const base = process.argv[2]?.replace(/\/$/, '') ?? own.base;
  try {
    await measure(base);
  } finally {
    await own?.stop();
  }
}

async function measure(base) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = { '/login cold': [], '/login warm': [], '/ cold': [], '/ warm': [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      const login = await coldAndWarm(browser, base, '/login', 'login');
      rows['/login cold'].push(login.cold);
      rows['/login warm'].push(login.warm);
      const home = await coldAndWarm(
        browser,
        base,
        '/',
        'home',
        await signedInState(browser, base),
      );
      rows['/ cold'].push(home.cold);
      rows['/ warm'].push(home.warm);
      console.log(`run ${i + 1}: ${JSON.stringify({ login, home })}`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst visit, slow 3G (${SLOW_3G.latency} ms round trip, 400 kbit/s down and up) and CPU ${CPU_SLOWDOWN}x slower, Pixel 7; median of ${RUNS} (range)`,
  );
  console.log('| visit | first paint | first contentful paint | usable |');
  console.log('|---|---|---|---|');
  for (const [name, runs] of Object.entries(rows)) {
    const cell = (k) =>
      `${seconds(median(runs.map((r) => r[k])))} (${range(runs.map((r) => r[k]))})`;
    console.log(`| ${name} | ${cell('fp')} | ${cell('fcp')} | ${cell('usable')} |`);
  }

  if (process.env.FIRST_VISIT_LIGHTHOUSE !== '0') {
    try {
      const runs = await lighthouse(base);
      const m = (k) => median(runs.map((r) => r[k]));
      console.log(
        `\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile performance of /login: ${m('score')} (runs ${runs.map((r) => r.score).join(', ')}); FCP ${seconds(m('fcp'))}, LCP ${seconds(m('lcp'))}, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}, Speed Index ${seconds(m('si'))}`,
      );
    } catch (error) {
      const said = String(error.stderr || error.message)
        .trim()
        .split('\n');
      console.log(`\nLighthouse did not run: ${said.at(-1)}`);
    }
  }
}

await main();
