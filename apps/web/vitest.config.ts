import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { textsPlugin } from './texts-plugin.ts';

export default defineProject({
  plugins: [react(), textsPlugin(fileURLToPath(new URL('src/locales', import.meta.url)))],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // The files of a worker share its modules and document (React, MUI and the texts load once,
    // not once a file): src/test-setup.ts puts back a fresh page's state before each file.
    isolate: false,
    // Rendered screens with user-event take seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
