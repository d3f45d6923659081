import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', target: 'es2022', sourcemap: false },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/app', '/public', '/images', '/healthz'].map((p) => [p, api]),
    ),
  },
});
