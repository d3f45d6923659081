// The import boundaries of DESIGN §2, as biome.json enforces them in `npm run check`: each probe
// file is written where a real one would live, linted, and removed.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const written: string[] = [];

/** The import specifiers biome refuses in a file at `path` (relative to the repository). */
async function refused(path: string, specifiers: string[]) {
  const file = join(root, path);
  written.push(file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, specifiers.map((s, i) => `export * as m${i} from '${s}';\n`).join(''));
  const biome = join(root, 'node_modules/.bin/biome');
  const out = await promisify(execFile)(biome, ['lint', '--reporter=json', file], { cwd: root })
    .then((r) => r.stdout)
    .catch((err: { stdout: string }) => err.stdout);
  const { diagnostics } = JSON.parse(out) as {
    diagnostics: { category: string; location: { start: { line: number } } }[];
  };
  return diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => specifiers[d.location.start.line - 1]);
}

afterAll(async () => {
  for (const f of written) await rm(f, { force: true });
  await rm(join(root, 'apps/api/src/modules/zz-probe'), { recursive: true, force: true });
  await rm(join(root, 'apps/web/src/features/zz-probe'), { recursive: true, force: true });
});

describe('import boundaries', () => {
  it('a module reaches another only through its index.ts, never its tables', async () => {
    const bad = [
      '../users/customers.ts',
      '../users/users.tables.ts',
      '../../../../web/src/main.tsx',
    ];
    const good = ['../users/index.ts', '../../platform/tables.ts', './codes.ts', '@tessera/domain'];
    expect(await refused('apps/api/src/modules/zz-probe/probe.ts', [...bad, ...good])).toEqual(bad);
  });

  it('platform code imports no module, flow or app', async () => {
    const bad = ['../modules/users/index.ts', '../flows/sign-up.ts', '../app.ts'];
    const good = ['./context.ts', './tables.ts'];
    expect(await refused('apps/api/src/platform/zz-probe.ts', [...bad, ...good])).toEqual(bad);
  });

  it("a flow composes modules' public surfaces only", async () => {
    const bad = ['../modules/users/customers.ts'];
    const good = ['../modules/users/index.ts', '../platform/context.ts'];
    expect(await refused('apps/api/src/flows/zz-probe.ts', [...bad, ...good])).toEqual(bad);
  });

  it('a web feature imports no other feature, no app/ and no API code', async () => {
    const bad = [
      '../../users/pages/UsersPage.tsx',
      '../../../app/routes.tsx',
      '../../../../../api/src/app.ts',
    ];
    const good = ['../../../lib/http.ts', '../components/Thing.tsx', '../api/thing.ts'];
    const probe = 'apps/web/src/features/zz-probe/pages/probe.ts';
    expect(await refused(probe, [...bad, ...good])).toEqual(bad);
    const top = ['../users/api/users.ts', '../../app/routes.tsx'];
    const fine = ['../../lib/http.ts', './pages/probe.ts'];
    expect(await refused('apps/web/src/features/zz-probe/api.ts', [...top, ...fine])).toEqual(top);
  });
});
