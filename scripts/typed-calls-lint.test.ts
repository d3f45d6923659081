// The typed contract's rule (apps/web/lint/typed-calls.grit, enabled in biome.json): the web calls
// the API only through the typed client (lib/api/client.ts), never with http.get<T>(path). Each
// probe is written where a real file would live, linted as `npm run check` lints it, and removed.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const probeDir = join(root, 'apps/web/src/features/zz-typed-calls-probe');
const probe = `import { http } from '../../lib/http.ts';
export const a = () => http.get<{ n: number }>('/api/x', { silent: true });
export const b = () => http.list('/api/x');
export const c = () => http.post('/api/x', {}, { idempotencyKey: 'k' });
export const d = () => http.put<number>('/api/x', 1);
export const e = () => http.delete('/api/x');
`;

/** How many of the probe's five untyped calls biome refuses in a file at `path`. */
async function refusals(path: string) {
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, probe);
  const biome = join(root, 'node_modules/.bin/biome');
  const out = await promisify(execFile)(biome, ['lint', '--reporter=json', file], { cwd: root })
    .then((r) => r.stdout)
    .catch((err: { stdout: string }) => err.stdout);
  await rm(file, { force: true });
  const { diagnostics } = JSON.parse(out) as { diagnostics: { category: string }[] };
  return diagnostics.filter((d) => d.category === 'plugin').length;
}

afterAll(() => rm(probeDir, { recursive: true, force: true }));

describe('the web calls the API through the typed client', () => {
  it('refuses every untyped call in features, components and lib', async () => {
    expect(await refusals('apps/web/src/features/zz-typed-calls-probe/api/probe.ts')).toBe(5);
    expect(await refusals('apps/web/src/features/zz-typed-calls-probe/Probe.tsx')).toBe(5);
  });

  it('lets tests call the transport directly', async () => {
    expect(await refusals('apps/web/src/features/zz-typed-calls-probe/probe.test.ts')).toBe(0);
  });
});
