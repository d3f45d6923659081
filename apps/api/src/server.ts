// Entry point: configuration, migrations, demo data on an empty database, listen.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo.ts';
import { seedReference } from './db/seed/reference.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  await mkdir(join(config.dataDir, 'images'), { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  // Languages, nations and towns (Italy's comuni): every server needs them, demo or not.
  const reference = performance.now();
  await database.db.transaction(seedReference);
  const referenceMs = Math.round(performance.now() - reference);
  const seeded = config.seedDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.dataDir);
  const app = await buildApp(config, database);
  app.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
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
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
