// Every module's tables, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/activities/activities.tables.ts';
export * from '../modules/addresses/addresses.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/countries/countries.tables.ts';
export * from '../modules/devices/devices.tables.ts';
export * from '../modules/languages/languages.tables.ts';
export * from '../modules/privacy/privacy.tables.ts';
export * from '../modules/stores/stores.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../platform/idempotency.tables.ts';
export * from '../platform/outbox.tables.ts';
