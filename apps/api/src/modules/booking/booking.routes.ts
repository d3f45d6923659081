import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function bookingRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
