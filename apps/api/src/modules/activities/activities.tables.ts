import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityId, languages } from '../../platform/tables.ts';

export const activityConfigurations = pgTable('activity_configurations', {
  activityId: activityId().primaryKey(),
  shopType: text('shop_type', { enum: ['A', 'R'] })
    .notNull()
    .default('A'),
  shopTotalMinPriceCents: integer('shop_total_min_price_cents').notNull().default(0),
  shopTextColor: text('shop_text_color'),
  shopTextSize: integer('shop_text_size'),
  shopTextSelectedSize: integer('shop_text_selected_size'),
  shopTimePreparation: integer('shop_time_preparation').notNull().default(15),
  bookingType: text('booking_type', { enum: ['N', 'NO', 'R', 'RO'] })
    .notNull()
    .default('N'),
  menuTextApp: text('menu_text_app'),
  menuColorBackground: text('menu_color_background'),
  menuColorText: text('menu_color_text'),
  menuDescriptionBottom: text('menu_description_bottom'),
  menuShowIcon: boolean('menu_show_icon').notNull().default(true),
  templateAppHome: text('template_app_home', { enum: ['S', 'I', 'V'] })
    .notNull()
    .default('I'),
  graphicCardType: text('graphic_card_type', { enum: ['S', 'B'] })
    .notNull()
    .default('S'),
  menuLinkWhatApp: text('menu_link_whatsapp'),
  menuTextWhatApp: text('menu_text_whatsapp'),
  showAddressCustomer: boolean('show_address_customer').notNull().default(false),
  showNationCustomer: boolean('show_nation_customer').notNull().default(false),
  requiredPhoneNumber: boolean('required_phone_number').notNull().default(false),
  showCurrency: boolean('show_currency').notNull().default(true),
  cashBackExpiration: integer('cash_back_expiration'),
  multiLanguage: boolean('multi_language').notNull().default(false),
  menuType: text('menu_type', { enum: ['O', 'V'] })
    .notNull()
    .default('V'),
  androidStoreUrl: text('android_store_url'),
  iosStoreUrl: text('ios_store_url'),
  timeZone: text('time_zone').notNull().default('Europe/Rome'),
  /**
   * The countries (ISO 3166-1 alpha-2) whose mobile numbers refer-a-friend texts (finding 5);
   * null: the activity's own nation.
   */
  inviteCountries: text('invite_countries').array(),
  /** Bank transfer (payment BT): who is paid and the IBAN, shown with the order's reference. */
  bankPayee: text('bank_payee'),
  bankIban: text('bank_iban'),
  /**
   * Where customers' replies to booking and order e-mails go (their Reply-To) and the booking
   * calendar entry's ORGANIZER; null: none (replies reach the no-reply sender).
   */
  replyTo: text('reply_to'),
});

export const activityConfigurationTranslations = pgTable(
  'activity_configuration_translations',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    menuTextApp: text('menu_text_app'),
    menuDescriptionBottom: text('menu_description_bottom'),
  },
  (t) => [uniqueIndex('activity_configuration_translations_unique').on(t.activityId, t.languageId)],
);

export const activityMenus = pgTable('activity_menus', {
  activityId: activityId().primaryKey(),
  showShopApp: boolean('show_shop_app').notNull().default(false),
  showBookingApp: boolean('show_booking_app').notNull().default(false),
  showCouponApp: boolean('show_coupon_app').notNull().default(false),
  showPack: boolean('show_pack').notNull().default(false),
  showIntroduceFriendApp: boolean('show_introduce_friend_app').notNull().default(false),
  showMenuApp: boolean('show_menu_app').notNull().default(false),
  showIntroduceFriendPhoneApp: boolean('show_introduce_friend_phone_app').notNull().default(false),
  showInstantWinApp: boolean('show_instant_win_app').notNull().default(false),
  showFlowNoticePoint: boolean('show_flow_notice_point').notNull().default(false),
});

export const activityImages = pgTable(
  'activity_images',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    /** File name under images/activity/{activityId}/. */
    fileName: text('file_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_images_activity').on(t.activityId)],
);

export const activityVideos = pgTable('activity_videos', {
  id: serial('id').primaryKey(),
  activityId: activityId().unique(),
  fileName: text('file_name').notNull(),
});
