// What a module gives the manifest (src/modules.ts): its routes and its part of the demo seed.
// Its tables are found by drizzle-kit through the `*.tables.ts` file name (drizzle.config.ts).
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from './db.ts';

export interface ModuleOptions {
  database: Database;
}

/** The demo's platform rows, by name, that modules' seed parts build on. */
export interface DemoSpine {
  /** Activity ids by permalink. */
  activities: Record<string, number>;
  /** Language ids by code. */
  languages: Map<string, number>;
  /** User ids by demo name (cliente, admin, …). */
  users: Record<string, number>;
  /** Memberships: [activityId, userId]. */
  members: [number, number][];
  /** Where the demo writes its files (images). */
  dataDir: string;
}

/** Adds a module's demo rows; runs in the seed's transaction, and must be idempotent. */
export type SeedPart = (tx: Tx, demo: DemoSpine) => Promise<void>;

export interface Module {
  name: string;
  routes: (app: FastifyInstance, options: ModuleOptions) => Promise<void>;
  seed?: SeedPart;
}
