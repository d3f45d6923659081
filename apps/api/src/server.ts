// Entry point: configuration, the DATA_DIR lock, migrations, demo data on an empty database,
// listen; and the graceful shutdown on SIGTERM or SIGINT.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo.ts';
import { seedReference } from './db/seed/reference.ts';
import { markDraining } from './modules/system/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-lock.ts';
import { openDatabase } from './platform/db.ts';
import { trackConnections } from './platform/shutdown.ts';
import { transact } from './platform/unit-of-work.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  await mkdir(join(config.dataDir, 'images'), { recursive: true });
  // The embedded database takes one process: a second server on this DATA_DIR stops here.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    limits: config.databaseLimits,
  });
  await database.migrate();
  // Languages, nations and towns (Italy's comuni): every server needs them, demo or not.
  const reference = performance.now();
  await transact(database.db, seedReference);
  const referenceMs = Math.round(performance.now() - reference);
  const seeded = config.seedDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.dataDir);
  const app = await buildApp(config, database);
  const connections = trackConnections(app.server, config.shutdownIdleGraceMs);

  // Shutdown: /healthz turns 503 while the load balancer drains this server, which serves on;
  // then it stops accepting, answers every request it was sent, stops its workers (the app's
  // onClose hooks), closes the database and the lock, and exits 0; past the deadline, 1.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownTimeoutMs} ms: exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    markDraining(app.server);
    if (config.shutdownDrainMs > 0) await delay(config.shutdownDrainMs);
    await connections.stopAccepting();
    await app.close();
    await database.close();
    lock?.release();
    app.log.info('shut down');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      shutdown(signal).catch((err) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      });
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - started);
  const db =
    database.kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pg')}` : 'PostgreSQL';
  console.log(
    `\nTessera is running on ${config.publicUrl} (database: ${db}, ready in ${ms} ms; reference data ${referenceMs} ms)`,
  );
  if (config.seedDemo && (seeded || database.kind === 'pglite')) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const u of Object.values(DEMO_USERS)) console.log(`  ${u}`);
  }
}

main().catch((err) => {
  const known = err instanceof ConfigError || err instanceof DataDirInUseError;
  console.error(known ? err.message : err);
  process.exit(1);
});
