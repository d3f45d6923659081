// The one place that says how to start Chromium, for the e2e tests (playwright.config.ts) and the
// benchmarks (bench/run.mjs): Debian's Chromium, headless, as root (no sandbox), and without the
// background networking that this machine's closed network refuses, many times at every start.

/** Command-line flags of every Chromium the project starts. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** Debian's Chromium (`apt-get install -y chromium`), or CHROMIUM_PATH. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Options for Playwright's `chromium.launch()` and a config's `use.launchOptions`. */
export const chromiumLaunchOptions = () => ({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS],
});

/**
 * A camera that films a file (Y4M or MJPEG) over and over, granted without asking: for the
 * counter's scan test (e2e/counter.spec.ts), in a launch of its own.
 */
export const fakeCameraArgs = (file) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
