// `npm run seed`: applies migrations and the demo data (idempotent).
import { seedDemo } from './db/seed/demo.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemo(database.db, config.dataDir);
await database.close();
console.log('Demo data is in place.');
