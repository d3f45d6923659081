// The activities module's public surface.
import type { Module } from '../../platform/module.ts';
import { registerActivitiesConsole } from './activities.console.ts';
import { activityMediaRoutes } from './activities.media.routes.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { seedActivities } from './activities.seed.ts';
import { activitySetupRoutes } from './activities.setup.routes.ts';

export { saveCashBackExpiration } from './activities.card-terms.ts';
export {
  activityNamed,
  type NewActivity,
  openActivity,
  platformActivities,
  switchActivity,
} from './activities.onboarding.ts';
export {
  activityToday,
  type BookingTerms,
  bankTransferTermsOf,
  bookingTermsColumn,
  type CardTerms,
  cardTermsColumn,
  cardTermsOf,
  checkedIban,
  counterStoreOf,
  type Feature,
  inviteCountriesOf,
  menuSwitchOn,
  requiresPhone,
  type ShopTerms,
  shopTermsOf,
  signUpActivity,
  storeOfActivity,
} from './activities.service.ts';
export { replyToOf } from './activities.setup.ts';
export {
  lockShopConfiguration,
  type ShopConfiguration,
  saveShopConfiguration,
} from './activities.shop-terms.ts';

export const activitiesModule: Module = {
  name: 'activities',
  routes: async (app) => {
    await activitiesRoutes(app);
    await activitySetupRoutes(app);
    await activityMediaRoutes(app);
    registerActivitiesConsole(app);
  },
  seed: seedActivities,
};
