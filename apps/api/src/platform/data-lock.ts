// One process per embedded database (issue 23): a lock file in DATA_DIR holding the pid and host of
// the server that uses it, as PostgreSQL's postmaster.pid does. Created whole and atomically (a
// hard link of a written file, which fails if the name exists), removed on exit, and taken over
// when its holder is gone: on this host, a pid the kernel no longer knows (a crash or kill -9).
//
// Not proper-lockfile: it records no pid to name, and it judges a lock stale by its mtime, so a
// holder whose event loop stalls past the stale time (PGlite works on the loop) loses its lock to a
// second server, the very fault this prevents, and after a crash a restart waits out that time.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'tessera.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
  /** Linux's id of the boot the holder ran in: a file from an earlier boot is stale. */
  bootId?: string;
  token?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly file: string,
    readonly holder: Holder,
    sameHost: boolean,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another Tessera server (pid ${holder.pid} on ${holder.host}, since ${holder.since}): its embedded database takes one process at a time. Stop that server, or give this one another DATA_DIR.${
        sameHost
          ? ''
          : ` This machine cannot see that host's processes: if no server runs there any more, delete ${file}.`
      }`,
    );
  }
}

export interface DataLock {
  readonly file: string;
  /** Removes the file if it is still this lock's; also done on exit. */
  release(): void;
}

/** Lock files held by this process: a second lock here is refused, not taken over. */
const held = new Set<string>();

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function parse(raw: string): Holder | undefined {
  try {
    const h = JSON.parse(raw) as Partial<Holder>;
    return Number.isInteger(h.pid) && typeof h.host === 'string' ? (h as Holder) : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it lives, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder is gone: never said of another host, whose processes are not seen. */
function stale(h: Holder | undefined, file: string, boot: string | undefined): boolean {
  if (!h) return true;
  if (h.host !== hostname()) return false;
  if (h.bootId && boot && h.bootId !== boot) return true;
  // This pid in a file this process did not write: an earlier run given the same pid.
  if (h.pid === process.pid) return !held.has(file);
  return !alive(h.pid);
}

/** Creates `file` holding `content`, whole, unless it exists (then false). */
function create(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
    // A file system without hard links: O_EXCL, whose empty file a reader may glimpse.
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Moves a stale lock file aside, if it is still the one judged stale. Another server taking over
 * at the same moment may have replaced it: then its file is put back.
 */
function clear(file: string, staleRaw: string) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleRaw) linkSync(aside, file);
  } catch {
    // Someone took the name meanwhile: theirs stands.
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Takes DATA_DIR's lock, or throws DataDirInUseError naming the process that holds it. */
export function lockDataDir(dir: string): DataLock {
  const file = join(dir, LOCK_FILE);
  const boot = bootId();
  const token = randomBytes(12).toString('hex');
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...(boot ? { bootId: boot } : {}),
    token,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file, `${JSON.stringify(mine)}\n`)) {
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        process.off('exit', release);
        try {
          if (parse(readFileSync(file, 'utf8'))?.token === token) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const holder = parse(raw);
    if (holder && !stale(holder, file, boot)) {
      throw new DataDirInUseError(dir, file, holder, holder.host === hostname());
    }
    clear(file, raw);
  }
  throw new Error(`Could not take the lock ${file}: other servers keep taking it over`);
}
