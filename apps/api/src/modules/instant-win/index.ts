// The instant-win module's public surface: scratch-and-win (issue 9).
import type { Module } from '../../platform/module.ts';
import { instantWinRoutes } from './instant-win.routes.ts';
import { seedInstantWin } from './instant-win.seed.ts';

export { giveScratchCard } from './instant-win.service.ts';

export const instantWinModule: Module = {
  name: 'instant-win',
  routes: instantWinRoutes,
  seed: seedInstantWin,
};
