import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugins } from './pwa.ts';
import { textsPlugin } from './texts-plugin.ts';

const api = 'http://localhost:3000';

/**
 * The screens fetched together with their dependencies, where people land: the sign-in, the
 * registration link and the first screen after sign-in. Any other screen's dependencies are
 * found by the browser when it loads (one more round trip; the service worker holds them after
 * the first visit): listing them all in the entry chunk grew /login's JavaScript with every
 * screen added (DESIGN §7, 150 KB).
 */
const PRELOADED = /^assets\/(LoginPage|RegistrationPage|HomePage|Authenticated|DefaultLayout)-/;

export default defineConfig({
  plugins: [
    react(),
    textsPlugin(fileURLToPath(new URL('src/locales', import.meta.url))),
    pwaPlugins(),
  ],
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
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/app', '/public', '/images', '/healthz'].map((p) => [p, api]),
    ),
  },
});
