// The countries module's public surface.
import type { Module } from '../../platform/module.ts';
import { countriesRoutes } from './countries.routes.ts';

export const countriesModule: Module = { name: 'countries', routes: countriesRoutes };
