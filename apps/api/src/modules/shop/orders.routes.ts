// The shop's calls (issue 17): orders: placing, online checkout sessions, my orders, archive.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function ordersRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
