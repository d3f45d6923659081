// The import boundaries of DESIGN §2, as biome.json enforces them in `npm run check`: each probe
// file is written where a real one would live, linted, and removed. Then the rules biome cannot
// say, read from the sources: the providers' SDKs loaded only when configured (issue 24 §6), and
// no import loops, between files or between the parts of a module or web feature.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
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

/** The TypeScript files under `dir` (relative to the repository), relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f))
    .sort();
}

interface Import {
  specifier: string;
  /** `import type` / `export type`: erased when compiled. */
  typeOnly: boolean;
  /** An `import()` call: loaded when the code runs, not with the file. */
  dynamic: boolean;
}

/**
 * A file's imports: its import and export-from declarations (biome starts each on a line of its
 * own) and its import() calls (`typeof import()` is a type). `import { type A }` loads its
 * module all the same (verbatimModuleSyntax), so only `import type` counts as for types only.
 */
function importsOf(path: string): Import[] {
  const code = readFileSync(join(root, path), 'utf8');
  const declared = [
    ...code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?'([^']+)'/gm),
  ];
  const called = [...code.matchAll(/(?<!typeof\s*)\bimport\(\s*'([^']+)'\s*\)/g)];
  return [
    ...declared.map(([, type, specifier = '']) => ({
      specifier,
      typeOnly: !!type,
      dynamic: false,
    })),
    ...called.map(([, specifier = '']) => ({ specifier, typeOnly: false, dynamic: true })),
  ];
}

/**
 * Who imports whom among these files: their relative imports, `import type` included (a loop of
 * types is a loop of the design all the same); import() calls left out, as they load once both
 * files have.
 */
function importGraph(files: string[]) {
  return new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((i) => !i.dynamic && i.specifier.startsWith('.'))
        .map((i) => join(dirname(file), i.specifier)),
    ]),
  );
}

/** The loops of a graph, each as the path that closes it (a → b → a): at least one a loop. */
function loopsOf(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const loops: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open')
        loops.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return loops;
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

describe('imports read from the sources', () => {
  it("loads the providers' SDKs (Stripe, PayPal, Twilio) only by import() in their loaders", () => {
    const sdk = /^(stripe|twilio)(\/|$)|^@paypal\//;
    const loaders = ['apps/api/src/modules/shop/payments/sdks.ts', 'apps/api/src/platform/sms.ts'];
    const loaded: string[] = [];
    const eager: string[] = [];
    // Tests and their stand-ins load the SDK they exercise.
    for (const file of sources('apps/api/src').filter((f) => !/\.test\.ts$|test-support/.test(f))) {
      for (const i of importsOf(file).filter((i) => sdk.test(i.specifier) && !i.typeOnly)) {
        (i.dynamic && loaders.includes(file) ? loaded : eager).push(`${file}: ${i.specifier}`);
      }
    }
    expect(eager).toEqual([]);
    expect(loaded).toEqual([
      'apps/api/src/modules/shop/payments/sdks.ts: stripe',
      'apps/api/src/modules/shop/payments/sdks.ts: @paypal/paypal-server-sdk',
      'apps/api/src/platform/sms.ts: twilio',
    ]);
  });
});

describe('import loops', () => {
  it('none between the files of apps/api/src or apps/web/src', () => {
    for (const dir of ['apps/api/src', 'apps/web/src']) {
      const graph = importGraph(sources(dir));
      const loops = loopsOf(graph).map((l) => l.replaceAll(`${dir}/`, ''));
      expect(loops, `import loops in ${dir}`).toEqual([]);
      // The walk sees the imports: the app's entry reaches most files.
      expect(
        graph.get(`${dir}/${dir.includes('api') ? 'app.ts' : 'main.tsx'}`)?.length,
      ).toBeGreaterThan(3);
    }
  });

  it('none between the parts of a module or web feature (catalogue, cart, orders, payments; pages, components, api)', () => {
    const parts = new Map<string, string[]>();
    /** Why a part imports another: the first import seen, for the message. */
    const why = new Map<string, string>();
    for (const dir of ['apps/api/src/modules', 'apps/web/src/features']) {
      const partOf = (file: string) => {
        const [unit, part, ...rest] = relative(dir, file).split('/');
        return rest.length && !part?.startsWith('..') ? `${unit}/${part}` : undefined;
      };
      const code = sources(dir).filter((f) => !/\.test\.tsx?$/.test(f));
      for (const [file, imported] of importGraph(code)) {
        const from = partOf(file);
        if (!from) continue;
        for (const target of imported) {
          const to = partOf(target);
          if (!to || to === from || to.split('/')[0] !== from.split('/')[0]) continue;
          parts.set(from, [...new Set([...(parts.get(from) ?? []), to])]);
          if (!why.has(`${from} → ${to}`)) why.set(`${from} → ${to}`, relative(dir, file));
        }
      }
    }
    const loops = loopsOf(parts).map((loop) => {
      const steps = loop.split(' → ');
      return steps
        .slice(1)
        .map((to, i) => `${steps[i]} → ${to} (${why.get(`${steps[i]} → ${to}`)})`)
        .join(', ');
    });
    expect(loops).toEqual([]);
    expect(parts.get('shop/cart')).toContain('shop/catalogue');
  });
});
