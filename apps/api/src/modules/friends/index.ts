// The friends module's public surface: refer-a-friend invites (issue 9).
import type { Module } from '../../platform/module.ts';
import { friendsRoutes } from './friends.routes.ts';

export const friendsModule: Module = { name: 'friends', routes: friendsRoutes };
