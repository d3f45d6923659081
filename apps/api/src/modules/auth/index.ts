// The auth module's public surface.
import type { Module } from '../../platform/module.ts';
import { authRoutes } from './auth.routes.ts';

export { endSession, endSessions } from './auth.service.ts';

export const authModule: Module = { name: 'auth', routes: authRoutes };
