// One process per embedded database (issue 23 item 3): the lock file of DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, LOCK_FILE);
const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8'));
/** A lock file as another process would have written it. */
const writeHolder = (fields: Record<string, unknown>) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({ pid: 1, host: hostname(), since: '2020-01-01T00:00:00.000Z', ...fields }),
  );
/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid as number;
}

describe('the DATA_DIR lock', () => {
  it("holds this process's pid and host while held, and is gone once released", () => {
    const lock = lockDataDir(dir);
    expect(lock.file).toBe(lockFile());
    expect(holder()).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a folder a live process holds, naming the folder, the pid and the host', () => {
    // The test runner's parent process: alive, and not this one.
    writeHolder({ pid: process.ppid });
    const refused = (() => {
      try {
        lockDataDir(dir);
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const message = (refused as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain(`pid ${process.ppid}`);
    expect(message).toContain(hostname());
    expect(holder().pid).toBe(process.ppid);
  });

  it('refuses a second lock in the same process', () => {
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    } finally {
      lock.release();
    }
  });

  it('takes over the lock of a process that died (a crash leaves the file behind)', () => {
    writeHolder({ pid: deadPid() });
    const lock = lockDataDir(dir);
    expect(holder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a file written by a process of this pid that is no longer this one (a container restart)', () => {
    writeHolder({ pid: process.pid });
    const lock = lockDataDir(dir);
    expect(holder().since).not.toBe('2020-01-01T00:00:00.000Z');
    lock.release();
  });

  it('takes over a file left from before a restart of the machine, even if its pid lives now', () => {
    writeHolder({ pid: process.ppid, bootId: 'an-earlier-boot' });
    const lock = lockDataDir(dir);
    expect(holder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable file', () => {
    writeFileSync(lockFile(), '');
    lockDataDir(dir).release();
  });

  it('refuses a folder held from another machine, whose processes it cannot see', () => {
    writeHolder({ pid: deadPid(), host: 'another-host' });
    expect(() => lockDataDir(dir)).toThrow(/pid \d+ on another-host.*delete .*tessera\.lock/s);
  });

  it('leaves alone, when released, a lock another process has taken over since', () => {
    const lock = lockDataDir(dir);
    writeHolder({ pid: process.ppid });
    lock.release();
    expect(holder().pid).toBe(process.ppid);
  });
});
