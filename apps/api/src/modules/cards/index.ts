// The cards module's public surface: the card ledger (issue 9).
import type { Module } from '../../platform/module.ts';
import { cardsRoutes } from './cards.routes.ts';
import { seedCards } from './cards.seed.ts';

export { creditCard, openCard } from './cards.ledger.ts';
export {
  earnOnPurchase,
  lockedBalance,
  purchaseTermsOf,
  reversalOf,
  reversePurchaseMovement,
  spendCard,
} from './cards.purchases.ts';

export const cardsModule: Module = { name: 'cards', routes: cardsRoutes, seed: seedCards };
