// The platform's tables, the only tables a module may name besides its own: the tenancy spine
// (activities, stores, memberships), accounts and sessions, and reference data.
export * from './auth.tables.ts';
export * from './reference.tables.ts';
export * from './tenancy.tables.ts';
