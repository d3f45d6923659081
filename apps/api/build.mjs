// Bundles the API into dist/ (server.js, seed.js); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/seed.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@tessera/domain': '../../packages/domain/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
