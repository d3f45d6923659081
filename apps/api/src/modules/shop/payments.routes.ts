// The shop's calls (issue 17): payment providers' webhooks and the simulated checkout.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function paymentsRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
