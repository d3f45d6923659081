import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugins } from './pwa.ts';
import { textsPlugin } from './texts-plugin.ts';

const api = 'http://localhost:3000';

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
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/app', '/public', '/images', '/healthz'].map((p) => [p, api]),
    ),
  },
});
