// The menus module's public surface: the menu or price list of an activity (issue 9) and its
// set-up by the activity's admins (issue 25).
import type { Module } from '../../platform/module.ts';
import { menusAdminRoutes } from './menus.admin.routes.ts';
import { registerMenusConsole } from './menus.console.ts';
import { menusRoutes } from './menus.routes.ts';
import { seedMenus } from './menus.seed.ts';

export const menusModule: Module = {
  name: 'menus',
  routes: async (app) => {
    await menusRoutes(app);
    await menusAdminRoutes(app);
    registerMenusConsole(app);
  },
  seed: seedMenus,
};
