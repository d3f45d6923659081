// The stores module's public surface: an activity's stores for its customers (issue 9).
import type { Module } from '../../platform/module.ts';
import { storesRoutes } from './stores.routes.ts';
import { seedStores } from './stores.seed.ts';

export const storesModule: Module = { name: 'stores', routes: storesRoutes, seed: seedStores };
