// The shop module's public surface (issue 17): catalogue, cart, orders and payments, and the
// staff's orders board.
import type { Module } from '../../platform/module.ts';
import { boardRoutes } from './board.routes.ts';
import { cartRoutes } from './cart.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { orderMailRoutes } from './orders.mail.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createProviders, sayMissingProviders } from './providers.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { startRefunds } from './refunds.service.ts';
import { seedShop } from './shop.seed.ts';

export const shopModule: Module = {
  name: 'shop',
  routes: async (app, options) => {
    // One set of payment providers (and their SDK clients) for the orders and the webhooks.
    const providers = createProviders(app.ctx.config, app.ctx.db, app.ctx.clock);
    await sayMissingProviders(app, providers);
    await catalogueRoutes(app, providers);
    await cartRoutes(app, options);
    await ordersRoutes(app, providers);
    await paymentsRoutes(app, providers);
    await boardRoutes(app, options);
    await refundsRoutes(app, providers);
    const refunds = startRefunds(app.ctx, providers, app.log);
    app.addHook('onClose', () => refunds.stop());
    await orderMailRoutes(app);
  },
  seed: seedShop,
};
