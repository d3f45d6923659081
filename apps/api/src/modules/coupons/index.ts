// The coupons module's public surface (issue 9).
import type { Module } from '../../platform/module.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { seedCoupons } from './coupons.seed.ts';

export { giveCoupon } from './coupons.service.ts';

export const couponsModule: Module = { name: 'coupons', routes: couponsRoutes, seed: seedCoupons };
