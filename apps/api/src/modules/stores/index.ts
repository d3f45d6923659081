// The stores module's public surface: an activity's stores for its customers (issue 9) and their
// set-up by its admins (issue 25).
import type { Module } from '../../platform/module.ts';
import { storesAdminRoutes } from './stores.admin.routes.ts';
import { registerStoresConsole } from './stores.console.ts';
import { storesRoutes } from './stores.routes.ts';
import { seedStores } from './stores.seed.ts';

export const storesModule: Module = {
  name: 'stores',
  routes: async (app) => {
    await storesRoutes(app);
    await storesAdminRoutes(app);
    registerStoresConsole(app);
  },
  seed: seedStores,
};
