// The accounts module's public surface.
import type { Module } from '../../platform/module.ts';
import { accountsRoutes } from './accounts.routes.ts';

export { emailExists, registrationCodeId } from './accounts.service.ts';
export { consumeCode } from './codes.ts';

export const accountsModule: Module = { name: 'accounts', routes: accountsRoutes };
