// The devices module's public surface.
import type { Module } from '../../platform/module.ts';
import { devicesRoutes } from './devices.routes.ts';

export { rememberSignUpDevice } from './devices.service.ts';

export const devicesModule: Module = { name: 'devices', routes: devicesRoutes };
