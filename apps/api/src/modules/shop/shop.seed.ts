// The shop's demo (issue 17): Aurora's clothing shop and Da Rita's take-away dishes.
import type { SeedPart } from '../../platform/module.ts';

export const seedShop: SeedPart = async () => {};
