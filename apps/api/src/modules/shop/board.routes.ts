// The shop's calls (issue 17): the staff's orders board.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function boardRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
