// The cards module's public surface: the card ledger (issue 9).
import type { Module } from '../../platform/module.ts';
import { cardsRoutes } from './cards.routes.ts';
import { seedCards } from './cards.seed.ts';

export {
  creditCard,
  earnOnPurchase,
  lockedBalance,
  openCard,
  purchaseTermsOf,
  reversalOf,
  reversePurchaseMovement,
  spendCard,
} from './cards.service.ts';

export const cardsModule: Module = { name: 'cards', routes: cardsRoutes, seed: seedCards };
