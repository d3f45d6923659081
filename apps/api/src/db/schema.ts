// Every module's tables, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/activities/activities.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/languages/languages.tables.ts';
export * from '../modules/stores/stores.tables.ts';
export * from '../modules/users/users.tables.ts';
