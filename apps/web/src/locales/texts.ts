// The types of the texts (one file per namespace in each language's folder, split for /login
// by texts-plugin.ts). Italian is the reference: MessageKey is every key it has, so `t()` with
// a missing or misspelled key fails tsc; every other language must have exactly Italian's keys,
// so a key missing (or left over) in any language fails tsc too, naming the key.
// A new namespace: a file in each folder and a line in each interface below.

/** A text with plural forms (Intl.PluralRules categories), chosen by the `count` value. */
export type PluralText = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The dotted keys of a texts object; a plural text is one key. */
export type KeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralText ? `${P}${K}` : KeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The keys whose text has plural forms: they want a `count`. */
export type PluralKeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends PluralText
      ? `${P}${K}`
      : PluralKeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];

export interface Texts {
  activities: typeof import('./it/activities.json');
  activitySetup: typeof import('./it/activitySetup.json');
  agenda: typeof import('./it/agenda.json');
  app: typeof import('./it/app.json');
  birthDate: typeof import('./it/birthDate.json');
  booking: typeof import('./it/booking.json');
  bookingAdmin: typeof import('./it/bookingAdmin.json');
  card: typeof import('./it/card.json');
  cardTerms: typeof import('./it/cardTerms.json');
  catalogueAdmin: typeof import('./it/catalogueAdmin.json');
  checkout: typeof import('./it/checkout.json');
  console: typeof import('./it/console.json');
  counter: typeof import('./it/counter.json');
  devices: typeof import('./it/devices.json');
  error: typeof import('./it/error.json');
  flows: typeof import('./it/flows.json');
  friends: typeof import('./it/friends.json');
  home: typeof import('./it/home.json');
  instantWin: typeof import('./it/instantWin.json');
  language: typeof import('./it/language.json');
  login: typeof import('./it/login.json');
  logout: typeof import('./it/logout.json');
  menuAdmin: typeof import('./it/menuAdmin.json');
  menus: typeof import('./it/menus.json');
  nav: typeof import('./it/nav.json');
  notices: typeof import('./it/notices.json');
  offers: typeof import('./it/offers.json');
  ordersBoard: typeof import('./it/ordersBoard.json');
  password: typeof import('./it/password.json');
  picker: typeof import('./it/picker.json');
  platform: typeof import('./it/platform.json');
  privacy: typeof import('./it/privacy.json');
  profile: typeof import('./it/profile.json');
  registration: typeof import('./it/registration.json');
  shop: typeof import('./it/shop.json');
  shopSettings: typeof import('./it/shopSettings.json');
  snackbar: typeof import('./it/snackbar.json');
  stores: typeof import('./it/stores.json');
  storesAdmin: typeof import('./it/storesAdmin.json');
  table: typeof import('./it/table.json');
  topbar: typeof import('./it/topbar.json');
  users: typeof import('./it/users.json');
  validation: typeof import('./it/validation.json');
  version: typeof import('./it/version.json');
  weekly: typeof import('./it/weekly.json');
}

/** Every text key. */
export type MessageKey = KeyOf<Texts>;
export type PluralKey = PluralKeyOf<Texts>;

interface Es {
  activities: typeof import('./es/activities.json');
  activitySetup: typeof import('./es/activitySetup.json');
  agenda: typeof import('./es/agenda.json');
  app: typeof import('./es/app.json');
  birthDate: typeof import('./es/birthDate.json');
  booking: typeof import('./es/booking.json');
  bookingAdmin: typeof import('./es/bookingAdmin.json');
  card: typeof import('./es/card.json');
  cardTerms: typeof import('./es/cardTerms.json');
  catalogueAdmin: typeof import('./es/catalogueAdmin.json');
  checkout: typeof import('./es/checkout.json');
  console: typeof import('./es/console.json');
  counter: typeof import('./es/counter.json');
  devices: typeof import('./es/devices.json');
  error: typeof import('./es/error.json');
  flows: typeof import('./es/flows.json');
  friends: typeof import('./es/friends.json');
  home: typeof import('./es/home.json');
  instantWin: typeof import('./es/instantWin.json');
  language: typeof import('./es/language.json');
  login: typeof import('./es/login.json');
  logout: typeof import('./es/logout.json');
  menuAdmin: typeof import('./es/menuAdmin.json');
  menus: typeof import('./es/menus.json');
  nav: typeof import('./es/nav.json');
  notices: typeof import('./es/notices.json');
  offers: typeof import('./es/offers.json');
  ordersBoard: typeof import('./es/ordersBoard.json');
  password: typeof import('./es/password.json');
  picker: typeof import('./es/picker.json');
  platform: typeof import('./es/platform.json');
  privacy: typeof import('./es/privacy.json');
  profile: typeof import('./es/profile.json');
  registration: typeof import('./es/registration.json');
  shop: typeof import('./es/shop.json');
  shopSettings: typeof import('./es/shopSettings.json');
  snackbar: typeof import('./es/snackbar.json');
  stores: typeof import('./es/stores.json');
  storesAdmin: typeof import('./es/storesAdmin.json');
  table: typeof import('./es/table.json');
  topbar: typeof import('./es/topbar.json');
  users: typeof import('./es/users.json');
  validation: typeof import('./es/validation.json');
  version: typeof import('./es/version.json');
  weekly: typeof import('./es/weekly.json');
}

interface Fr {
  activities: typeof import('./fr/activities.json');
  activitySetup: typeof import('./fr/activitySetup.json');
  agenda: typeof import('./fr/agenda.json');
  app: typeof import('./fr/app.json');
  birthDate: typeof import('./fr/birthDate.json');
  booking: typeof import('./fr/booking.json');
  bookingAdmin: typeof import('./fr/bookingAdmin.json');
  card: typeof import('./fr/card.json');
  cardTerms: typeof import('./fr/cardTerms.json');
  catalogueAdmin: typeof import('./fr/catalogueAdmin.json');
  checkout: typeof import('./fr/checkout.json');
  console: typeof import('./fr/console.json');
  counter: typeof import('./fr/counter.json');
  devices: typeof import('./fr/devices.json');
  error: typeof import('./fr/error.json');
  flows: typeof import('./fr/flows.json');
  friends: typeof import('./fr/friends.json');
  home: typeof import('./fr/home.json');
  instantWin: typeof import('./fr/instantWin.json');
  language: typeof import('./fr/language.json');
  login: typeof import('./fr/login.json');
  logout: typeof import('./fr/logout.json');
  menuAdmin: typeof import('./fr/menuAdmin.json');
  menus: typeof import('./fr/menus.json');
  nav: typeof import('./fr/nav.json');
  notices: typeof import('./fr/notices.json');
  offers: typeof import('./fr/offers.json');
  ordersBoard: typeof import('./fr/ordersBoard.json');
  password: typeof import('./fr/password.json');
  picker: typeof import('./fr/picker.json');
  platform: typeof import('./fr/platform.json');
  privacy: typeof import('./fr/privacy.json');
  profile: typeof import('./fr/profile.json');
  registration: typeof import('./fr/registration.json');
  shop: typeof import('./fr/shop.json');
  shopSettings: typeof import('./fr/shopSettings.json');
  snackbar: typeof import('./fr/snackbar.json');
  stores: typeof import('./fr/stores.json');
  storesAdmin: typeof import('./fr/storesAdmin.json');
  table: typeof import('./fr/table.json');
  topbar: typeof import('./fr/topbar.json');
  users: typeof import('./fr/users.json');
  validation: typeof import('./fr/validation.json');
  version: typeof import('./fr/version.json');
  weekly: typeof import('./fr/weekly.json');
}

interface De {
  activities: typeof import('./de/activities.json');
  activitySetup: typeof import('./de/activitySetup.json');
  agenda: typeof import('./de/agenda.json');
  app: typeof import('./de/app.json');
  birthDate: typeof import('./de/birthDate.json');
  booking: typeof import('./de/booking.json');
  bookingAdmin: typeof import('./de/bookingAdmin.json');
  card: typeof import('./de/card.json');
  cardTerms: typeof import('./de/cardTerms.json');
  catalogueAdmin: typeof import('./de/catalogueAdmin.json');
  checkout: typeof import('./de/checkout.json');
  console: typeof import('./de/console.json');
  counter: typeof import('./de/counter.json');
  devices: typeof import('./de/devices.json');
  error: typeof import('./de/error.json');
  flows: typeof import('./de/flows.json');
  friends: typeof import('./de/friends.json');
  home: typeof import('./de/home.json');
  instantWin: typeof import('./de/instantWin.json');
  language: typeof import('./de/language.json');
  login: typeof import('./de/login.json');
  logout: typeof import('./de/logout.json');
  menuAdmin: typeof import('./de/menuAdmin.json');
  menus: typeof import('./de/menus.json');
  nav: typeof import('./de/nav.json');
  notices: typeof import('./de/notices.json');
  offers: typeof import('./de/offers.json');
  ordersBoard: typeof import('./de/ordersBoard.json');
  password: typeof import('./de/password.json');
  picker: typeof import('./de/picker.json');
  platform: typeof import('./de/platform.json');
  privacy: typeof import('./de/privacy.json');
  profile: typeof import('./de/profile.json');
  registration: typeof import('./de/registration.json');
  shop: typeof import('./de/shop.json');
  shopSettings: typeof import('./de/shopSettings.json');
  snackbar: typeof import('./de/snackbar.json');
  stores: typeof import('./de/stores.json');
  storesAdmin: typeof import('./de/storesAdmin.json');
  table: typeof import('./de/table.json');
  topbar: typeof import('./de/topbar.json');
  users: typeof import('./de/users.json');
  validation: typeof import('./de/validation.json');
  version: typeof import('./de/version.json');
  weekly: typeof import('./de/weekly.json');
}

interface En {
  activities: typeof import('./en/activities.json');
  activitySetup: typeof import('./en/activitySetup.json');
  agenda: typeof import('./en/agenda.json');
  app: typeof import('./en/app.json');
  birthDate: typeof import('./en/birthDate.json');
  booking: typeof import('./en/booking.json');
  bookingAdmin: typeof import('./en/bookingAdmin.json');
  card: typeof import('./en/card.json');
  cardTerms: typeof import('./en/cardTerms.json');
  catalogueAdmin: typeof import('./en/catalogueAdmin.json');
  checkout: typeof import('./en/checkout.json');
  console: typeof import('./en/console.json');
  counter: typeof import('./en/counter.json');
  devices: typeof import('./en/devices.json');
  error: typeof import('./en/error.json');
  flows: typeof import('./en/flows.json');
  friends: typeof import('./en/friends.json');
  home: typeof import('./en/home.json');
  instantWin: typeof import('./en/instantWin.json');
  language: typeof import('./en/language.json');
  login: typeof import('./en/login.json');
  logout: typeof import('./en/logout.json');
  menuAdmin: typeof import('./en/menuAdmin.json');
  menus: typeof import('./en/menus.json');
  nav: typeof import('./en/nav.json');
  notices: typeof import('./en/notices.json');
  offers: typeof import('./en/offers.json');
  ordersBoard: typeof import('./en/ordersBoard.json');
  password: typeof import('./en/password.json');
  picker: typeof import('./en/picker.json');
  platform: typeof import('./en/platform.json');
  privacy: typeof import('./en/privacy.json');
  profile: typeof import('./en/profile.json');
  registration: typeof import('./en/registration.json');
  shop: typeof import('./en/shop.json');
  shopSettings: typeof import('./en/shopSettings.json');
  snackbar: typeof import('./en/snackbar.json');
  stores: typeof import('./en/stores.json');
  storesAdmin: typeof import('./en/storesAdmin.json');
  table: typeof import('./en/table.json');
  topbar: typeof import('./en/topbar.json');
  users: typeof import('./en/users.json');
  validation: typeof import('./en/validation.json');
  version: typeof import('./en/version.json');
  weekly: typeof import('./en/weekly.json');
}

/** The keys one side has and the other lacks: both must be none. */
type Difference<A, B> = [Exclude<KeyOf<A>, KeyOf<B>>, Exclude<KeyOf<B>, KeyOf<A>>];
type SameKeys<T extends [never, never]> = T;

/** Fails tsc, naming the key, when a language lacks one of Italian's keys or has one more. */
export type LanguagesComplete = [
  SameKeys<Difference<Texts, Es>>,
  SameKeys<Difference<Texts, Fr>>,
  SameKeys<Difference<Texts, De>>,
  SameKeys<Difference<Texts, En>>,
];
