// The system module's public surface: health and version.
import type { Module } from '../../platform/module.ts';
import { systemRoutes } from './system.routes.ts';

export const systemModule: Module = {
  name: 'system',
  routes: (app, { database }) => systemRoutes(app, { ping: database.ping }),
};
