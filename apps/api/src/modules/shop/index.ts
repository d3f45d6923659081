// The shop module's public surface (issue 17): catalogue, cart, orders and payments, and the
// staff's orders board.
import type { Module } from '../../platform/module.ts';
import { menuSwitchOn } from '../activities/index.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { catalogueAdminRoutes } from './catalogue-admin/catalogue-admin.routes.ts';
import { boardRoutes } from './orders/board.routes.ts';
import { orderMailRoutes } from './orders/orders.mail.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { createProviders, sayMissingProviders } from './payments/providers.ts';
import { refundsRoutes } from './payments/refunds.routes.ts';
import { startRefunds } from './payments/refunds.service.ts';
import { shopSettingsRoutes } from './settings/shop-settings.routes.ts';
import { registerShopConsole } from './shop.console.ts';
import { seedShop } from './shop.seed.ts';

declare module '../../platform/features.ts' {
  interface Features {
    /** The shop: the catalogue, the cart, placing and listing orders (menu showShopApp). */
    shop: true;
  }
}

export const shopModule: Module = {
  name: 'shop',
  routes: async (app, options) => {
    app.registerFeature('shop', (db, activityId) => menuSwitchOn(db, activityId, 'showShopApp'));
    registerShopConsole(app);
    // One set of payment providers (and their SDK clients) for the orders and the webhooks.
    const providers = await createProviders(app.ctx.config, app.ctx.db, app.ctx.clock);
    await sayMissingProviders(app, providers);
    const online = (type: 'P' | 'S') => Boolean(providers.forPayment(type));
    await catalogueRoutes(app, online);
    await catalogueAdminRoutes(app);
    await shopSettingsRoutes(app, online);
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
