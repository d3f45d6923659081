// The notifications and notices module's public surface (issue 9).
import type { Module } from '../../platform/module.ts';
import { noticesRoutes } from './notices.routes.ts';
import { seedNotices } from './notices.seed.ts';

export { notify, sendNotice } from './notices.service.ts';

export const noticesModule: Module = { name: 'notices', routes: noticesRoutes, seed: seedNotices };
