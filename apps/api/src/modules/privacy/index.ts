// The privacy module's public surface.
import type { Module } from '../../platform/module.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { seedPrivacy } from './privacy.seed.ts';

export { recordConsents } from './privacy.service.ts';

export const privacyModule: Module = { name: 'privacy', routes: privacyRoutes, seed: seedPrivacy };
