// The shop's calls (issue 17): the catalogue: categories, items, colours and sizes, images, shippings, payments, pick-up times.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function catalogueRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
