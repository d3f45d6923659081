// The unit of work's rule (apps/api/lint/transact.grit, enabled in biome.json): API code opens a
// transaction only with transact() (platform/unit-of-work.ts). Each probe is written where a
// real file would live, linted as `npm run check` lints it, and removed.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const written: string[] = [];
const probe = `export const f = (db: { transaction(w: () => void): void }) =>
  db.transaction(() => {});
`;

/** Whether biome reports the rule's diagnostic in a probe at `path` (relative to the repository). */
async function refused(path: string) {
  const file = join(root, path);
  written.push(file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, probe);
  const biome = join(root, 'node_modules/.bin/biome');
  const out = await promisify(execFile)(biome, ['lint', '--reporter=json', file], { cwd: root })
    .then((r) => r.stdout)
    .catch((err: { stdout: string }) => err.stdout);
  const { diagnostics } = JSON.parse(out) as { diagnostics: { category: string }[] };
  return diagnostics.some((d) => d.category === 'plugin');
}

afterAll(async () => {
  for (const f of written) await rm(f, { force: true });
  await rm(join(root, 'apps/api/src/modules/zz-uow-probe'), { recursive: true, force: true });
  await rm(join(root, 'apps/api/src/flows/zz-uow-probe.ts'), { force: true });
});

describe('transactions open through the unit of work', () => {
  it('refuses .transaction( in modules, flows, platform and the seed', async () => {
    expect(await refused('apps/api/src/modules/zz-uow-probe/probe.service.ts')).toBe(true);
    expect(await refused('apps/api/src/flows/zz-uow-probe.ts')).toBe(true);
    expect(await refused('apps/api/src/platform/zz-uow-probe.ts')).toBe(true);
    expect(await refused('apps/api/src/db/seed/zz-uow-probe.ts')).toBe(true);
  });

  it('lets tests and their support hold a raw transaction (a lock held on purpose)', async () => {
    expect(await refused('apps/api/src/modules/zz-uow-probe/probe.test.ts')).toBe(false);
    expect(await refused('apps/api/src/test-support/zz-uow-probe.ts')).toBe(false);
  });
});
