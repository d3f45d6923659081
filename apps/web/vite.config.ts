import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadPlugin, landingGroups } from './first-load-plugin.ts';
import { pwaPlugins } from './pwa.ts';
import { textsPlugin } from './texts-plugin.ts';

const api = 'http://localhost:3000';

/**
 * The screens fetched together with their dependencies, where people land: the sign-in, the
 * registration link and the first screen after sign-in (the signed-in layouts and the home are
 * one file, Authenticated). Any other screen's dependencies are found by the browser when it
 * loads (one more round trip; the service worker holds them after the first visit): listing them
 * all in the entry chunk grew /login's JavaScript with every screen added (DESIGN §7, 150 KB).
 */
const PRELOADED = /^assets\/(LoginPage|RegistrationPage|Authenticated)-/;

const locales = fileURLToPath(new URL('src/locales', import.meta.url));
/** The landings' code in few files (first-load-plugin.ts). */
const landing = landingGroups();

export default defineConfig({
  plugins: [react(), textsPlugin(locales), landing.plugin, firstLoadPlugin(locales), pwaPlugins()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports preloads modules natively.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || PRELOADED.test(file) ? deps : [],
    },
    rolldownOptions: { output: { codeSplitting: { groups: landing.groups } } },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/app', '/public', '/images', '/healthz'].map((p) => [p, api]),
    ),
  },
});
