// The menus module's public surface: the menu or price list of an activity (issue 9).
import type { Module } from '../../platform/module.ts';
import { menusRoutes } from './menus.routes.ts';
import { seedMenus } from './menus.seed.ts';

export const menusModule: Module = { name: 'menus', routes: menusRoutes, seed: seedMenus };
