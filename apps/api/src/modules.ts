// The module manifest: every module and flow, in the order their routes and demo seed parts
// are registered. Adding a module means adding it here, and nowhere else.
import { joinFlow } from './flows/join.routes.ts';
import { onboardingFlow } from './flows/onboarding.routes.ts';
import { signUpFlow } from './flows/sign-up.routes.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { activitiesModule } from './modules/activities/index.ts';
import { addressesModule } from './modules/addresses/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bookingModule } from './modules/booking/index.ts';
import { cardsModule } from './modules/cards/index.ts';
import { consoleModule } from './modules/console/index.ts';
import { countriesModule } from './modules/countries/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { devicesModule } from './modules/devices/index.ts';
import { friendsModule } from './modules/friends/index.ts';
import { instantWinModule } from './modules/instant-win/index.ts';
import { languagesModule } from './modules/languages/index.ts';
import { menusModule } from './modules/menus/index.ts';
import { noticesModule } from './modules/notices/index.ts';
import { packsModule } from './modules/packs/index.ts';
import { picturesModule } from './modules/pictures/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { shopModule } from './modules/shop/index.ts';
import { storesModule } from './modules/stores/index.ts';
import { systemModule } from './modules/system/index.ts';
import { usersModule } from './modules/users/index.ts';
import type { Module } from './platform/module.ts';

export const MODULES: Module[] = [
  systemModule,
  authModule,
  activitiesModule,
  languagesModule,
  accountsModule,
  countriesModule,
  addressesModule,
  privacyModule,
  devicesModule,
  usersModule,
  cardsModule,
  storesModule,
  menusModule,
  instantWinModule,
  couponsModule,
  packsModule,
  friendsModule,
  noticesModule,
  bookingModule,
  shopModule,
  consoleModule,
  picturesModule,
  signUpFlow,
  joinFlow,
  onboardingFlow,
];
