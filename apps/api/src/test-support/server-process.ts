// The real server as an operator starts it: the bundle `npm run build` makes (apps/api/build.mjs),
// built into a scratch file of apps/api/.test-build, run as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bundles src/server.ts; returns the file and its removal. */
export async function bundleServer() {
  // Inside apps/api, so the bundle finds its packages as dist/server.js does.
  const file = join(apiDir, '.test-build', `server-${process.pid}-${Date.now()}.js`);
  await build({
    entryPoints: [join(apiDir, 'src/server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@tessera/domain': join(apiDir, '../../packages/domain/src/index.ts') },
    logLevel: 'silent',
  });
  return { file, remove: () => rm(file, { force: true }) };
}

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Listening, or the exit code of a server that did not start. */
  outcome: { listening: boolean; code?: number | null };
  /** Its standard output and error, as they came. */
  output(): string;
  stderr(): string;
  /** Its exit code once it exits. */
  exited: Promise<number | null>;
  /** Ends it (SIGTERM, or the signal given) and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the bundled server with `env` only (and PATH); resolves once it listens or exits. */
export async function startServer(
  file: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [file], {
    // From apps/api, so the bundle finds the migrations and the packages.
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
    stderr += c.toString();
  });
  const outcome = await new Promise<ServerProcess['outcome']>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes('Tessera is running')) resolve({ listening: true });
    });
    void exited.then((code) => resolve({ listening: false, code }));
  });
  return {
    child,
    outcome,
    output: () => output,
    stderr: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
