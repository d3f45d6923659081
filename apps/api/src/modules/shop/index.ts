// The shop module's public surface (issue 17): catalogue, cart, orders and payments, and the
// staff's orders board.
import type { Module } from '../../platform/module.ts';
import { boardRoutes } from './board.routes.ts';
import { cartRoutes } from './cart.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { seedShop } from './shop.seed.ts';

export const shopModule: Module = {
  name: 'shop',
  routes: async (app, options) => {
    await catalogueRoutes(app, options);
    await cartRoutes(app, options);
    await ordersRoutes(app, options);
    await paymentsRoutes(app, options);
    await boardRoutes(app, options);
  },
  seed: seedShop,
};
