// scripts/check-links.mjs on temporary Markdown files: it fails on a broken file link and on a
// missing anchor, naming file and line, and passes on good links.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, githubSlug } from './check-links.mjs';

const script = join(import.meta.dirname, 'check-links.mjs');
const dirs: string[] = [];

/** Writes `files` into a fresh folder and runs the check on it: its exit code and output. */
async function check(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'check-links-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return promisify(execFile)(process.execPath, [script, '.'], { cwd: dir })
    .then((r) => ({ code: 0, out: r.stdout + r.stderr }))
    .catch((e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: e.stdout + e.stderr,
    }));
}

afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const target = [
  '# Booking',
  '## The card ledger',
  '### `DATA_DIR` and the e-mail (issue 23)',
  '## Tests',
  '## Tests',
  '```sh',
  '# not a heading',
  '```',
  '<a id="by-hand"></a>',
].join('\n');

describe('check-links', () => {
  it('passes on good file links, anchors, images and web links', async () => {
    const { code, out } = await check({
      'docs/booking.md': target,
      'docs/shot.png': 'png',
      'README.md': [
        '# Tessera',
        'See [booking](docs/booking.md), [the ledger](docs/booking.md#the-card-ledger) and',
        '[data](./docs/booking.md#data_dir-and-the-e-mail-issue-23), [again](docs/booking.md#tests-1),',
        '[by hand](docs/booking.md#by-hand), [top](#tessera), [root](/docs/booking.md) and the',
        '![shot](docs/shot.png) <img src="docs/shot.png">, [web](https://example.com/x#y).',
        '`[in code](missing.md)`',
        '```',
        '[in a fence](missing.md)',
        '```',
      ].join('\n'),
    });
    expect(out).toContain('no broken relative link');
    expect(code).toBe(0);
  });

  it('fails on a link to a file that does not exist, naming file and line', async () => {
    const { code, out } = await check({
      'docs/booking.md': target,
      'README.md': '# Tessera\n\nSee [the shop](docs/shop.md).\n',
    });
    expect(code).toBe(1);
    expect(out).toContain('README.md:3: docs/shop.md (no such file)');
  });

  it('fails on an anchor no heading of the target makes', async () => {
    const { code, out } = await check({
      'docs/booking.md': target,
      'README.md': [
        '# Tessera',
        '[ledger](docs/booking.md#the-card-ledger)',
        '[gone](docs/booking.md#the-ledger)',
        '[fenced](docs/booking.md#not-a-heading)',
        '[third](docs/booking.md#tests-2)',
        '[here](#quick-start)',
      ].join('\n'),
    });
    expect(code).toBe(1);
    expect(out).toContain('README.md:3: docs/booking.md#the-ledger (no heading #the-ledger');
    expect(out).toContain('README.md:4: docs/booking.md#not-a-heading');
    expect(out).toContain('README.md:5: docs/booking.md#tests-2');
    expect(out).toContain('README.md:6: #quick-start');
    expect(out).not.toContain('README.md:2:');
  });

  it("makes GitHub's anchors", () => {
    expect(githubSlug("Stripe's webhook")).toBe('stripes-webhook');
    expect(githubSlug('One server per embedded database (DATA_DIR)')).toBe(
      'one-server-per-embedded-database-data_dir',
    );
    expect(githubSlug('Booking availability (issue 16) – 35 days')).toBe(
      'booking-availability-issue-16--35-days',
    );
    expect([...anchorsOf('# A\n## A\n## A-1\n## A\nTitle\n=====\n')]).toEqual([
      'a',
      'a-1',
      'a-1-1',
      'a-2',
      'title',
    ]);
  });
});
