// The languages module's public surface.
import type { Module } from '../../platform/module.ts';
import { languagesRoutes } from './languages.routes.ts';
import { seedLanguages } from './languages.seed.ts';

export { offerLanguages } from './languages.service.ts';

export const languagesModule: Module = {
  name: 'languages',
  routes: languagesRoutes,
  seed: seedLanguages,
};
