// The packs module's public surface (issue 9).
import type { Module } from '../../platform/module.ts';
import { packsRoutes } from './packs.routes.ts';
import { seedPacks } from './packs.seed.ts';

export { givePack } from './packs.service.ts';

export const packsModule: Module = { name: 'packs', routes: packsRoutes, seed: seedPacks };
