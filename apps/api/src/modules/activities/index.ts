// The activities module's public surface.
import type { Module } from '../../platform/module.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { seedActivities } from './activities.seed.ts';

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
  requireFeature,
  requiresPhone,
  type ShopTerms,
  shopTermsOf,
  signUpActivity,
  storeOfActivity,
} from './activities.service.ts';

export const activitiesModule: Module = {
  name: 'activities',
  routes: activitiesRoutes,
  seed: seedActivities,
};
