// The system module's public surface: health and version, and the draining mark of a shutdown.
import type { Module } from '../../platform/module.ts';
import { systemRoutes } from './system.routes.ts';

export { isDraining, markDraining } from './draining.ts';

export const systemModule: Module = {
  name: 'system',
  routes: (app, { database }) => systemRoutes(app, { ping: database.ping }),
};
