// The console module's public surface (issue 25): the owner's console home.
import type { Module } from '../../platform/module.ts';
import { consoleRoutes } from './console.routes.ts';

export const consoleModule: Module = { name: 'console', routes: consoleRoutes };
