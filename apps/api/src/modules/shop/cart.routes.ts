// The shop's calls (issue 17): the cart: lines, quantities, an order's lines and re-order.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';

export async function cartRoutes(_app: FastifyInstance, _options: ModuleOptions) {}
