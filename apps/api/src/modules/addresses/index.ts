// The addresses module's public surface.
import type { Module } from '../../platform/module.ts';
import { addressesRoutes } from './addresses.routes.ts';

export { addressOf } from './addresses.service.ts';

export const addressesModule: Module = { name: 'addresses', routes: addressesRoutes };
