// The dependency rules of issue 24 §9, read from the manifests and the lock: one version of
// every @tanstack package without overrides, development tools outside the API's production
// dependencies, test packages in the workspace whose tests use them, one engines range.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const manifests = {
  root: read('package.json'),
  api: read('apps/api/package.json'),
  web: read('apps/web/package.json'),
  domain: read('packages/domain/package.json'),
};
const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };

describe('dependencies', () => {
  it('hold every @tanstack package at one version, with no overrides', () => {
    const versions = new Set(
      Object.entries(lock.packages)
        .filter(([path]) => /node_modules\/@tanstack\//.test(path))
        .map(([, p]) => p.version),
    );
    expect([...versions]).toHaveLength(1);
    expect(manifests.root.overrides).toBeUndefined();
  });

  it('keep development tools out of the production install', () => {
    const production = Object.keys(manifests.api.dependencies);
    for (const tool of ['pino-pretty', 'drizzle-kit', 'esbuild']) {
      expect(production).not.toContain(tool);
    }
  });

  it('keep test packages in the workspace whose tests use them', () => {
    const rootDev = Object.keys(manifests.root.devDependencies);
    for (const name of ['@testing-library/react', 'jsdom', 'msw', 'fast-check', 'drizzle-kit']) {
      expect(rootDev).not.toContain(name);
    }
    expect(manifests.web.devDependencies).toHaveProperty('jsdom');
    expect(manifests.domain.devDependencies).toHaveProperty('fast-check');
    expect(manifests.api.devDependencies).toHaveProperty('drizzle-kit');
  });

  it('declare one supported Node range everywhere', () => {
    const ranges = new Set(Object.values(manifests).map((m) => m.engines?.node));
    expect([...ranges]).toEqual([manifests.root.engines.node]);
  });
});
