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
  },
});
