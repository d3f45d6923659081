// The activity as its admins set it up (issue 25, console item 1): its name, colours and logo,
// time zone, home template and card graphics, the menu switches of SPEC §2, and every key of
// SPEC §3's activity configuration the customer app reads (menu texts and colours per language,
// WhatsApp link, currency, address and nation fields, required phone, multiLanguage, the shop's
// text colour and sizes), and the reply-to address of its e-mails. Not here: card terms (card.ts), shop settings, booking settings, the
// kinds of shop and booking (onboarding.ts). A check's message is the web's translation key.
import { z } from 'zod';
import { email } from './accounts.ts';
import { GRAPHIC_CARD_TYPES, HOME_TEMPLATES, LANGUAGE_CODES, MENU_TYPES } from './codes.ts';
import { contrastRatio, PAGE_BACKGROUND, TEXT_CONTRAST } from './colors.ts';
import { activityMenu, MENU_FLAGS, type MenuFlag } from './contracts.ts';
import { whatsAppUrl } from './menus.ts';

/** The words of the checks below: keys of the web's texts, translated where a form shows them. */
export const ACTIVITY_SETUP_CHECKS = {
  hex: 'validation.hex',
  contrast: 'validation.contrast',
  whatsApp: 'validation.whatsApp',
  timeZone: 'validation.timeZone',
  once: 'validation.once',
} as const;

/** Lengths: the name as onboarding takes it; the menu's name is the drawer's label and a title. */
export const MAX_ACTIVITY_NAME = 80;
export const MAX_MENU_TEXT = 40;
export const MAX_MENU_DESCRIPTION = 500;
export const MAX_WHATSAPP_TEXT = 60;
export const MAX_WHATSAPP_LINK = 200;
/** The shop's text sizes in px, as the shop shows them (shopStyle clamps to these). */
export const SHOP_TEXT_PX = { min: 12, max: 32 } as const;
/** The customer app's text where a colour leaves it unset (the theme's, on light backgrounds). */
export const DEFAULT_TEXT_COLOR = '212121';

const HEX = /^[0-9A-Fa-f]{6}$/;
/** The page's background as the columns write colours. */
const PAGE = PAGE_BACKGROUND.replace('#', '');

/** A colour as the columns store it: RRGGBB, no '#', upper case. */
const hexColor = z
  .string()
  .regex(HEX, ACTIVITY_SETUP_CHECKS.hex)
  .transform((c) => c.toUpperCase());

/** Text that may be left empty: empty or blank is saved as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable();

/** An e-mail address that may be left empty (the app's e-mail check): blank is saved as null. */
const optionalEmail = z
  .string()
  .trim()
  .transform((v) => v || null)
  .pipe(email.nullable())
  .nullable();

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const WHATSAPP_HOST = /^(?:wa\.me|(?:[a-z0-9-]+\.)?whatsapp\.com)$/i;

/**
 * Whether the menu's WhatsApp link (menuLinkWhatApp) leads to WhatsApp: a phone number (the
 * customer app makes it a wa.me link) or an https link to wa.me or whatsapp.com.
 */
export function isWhatsAppLink(link: string): boolean {
  const url = whatsAppUrl(link);
  // The host: up to the path, query or fragment; a user or port (an '@' or ':') is refused.
  const host = url ? /^https:\/\/([^/?#]+)(?:[/?#]|$)/i.exec(url)?.[1] : undefined;
  return host !== undefined && WHATSAPP_HOST.test(host);
}

/** The menu's texts in one language (SPEC §3 activityConfigurationTranslations). */
export const activityTextsTranslation = z
  .object({
    languageCode: z.enum(LANGUAGE_CODES),
    menuTextApp: optionalText(MAX_MENU_TEXT),
    menuDescriptionBottom: optionalText(MAX_MENU_DESCRIPTION),
  })
  .strict();

/** The menu switches (SPEC §2), every one of them. */
export const menuSwitches = activityMenu.strict();

/** The fields and their own checks; `activitySetupBody` adds the colours' contrast. */
export const activitySetupFields = z
  .object({
    name: z.string().trim().min(2).max(MAX_ACTIVITY_NAME),
    /** The activity's colour (bars, buttons) and the text drawn on it ('FFFFFF' white). */
    color: hexColor,
    colorText: hexColor,
    /** A picture uploaded with kind logo (or the one saved, sent back); null: none. */
    logoFileName: z.string().min(1).max(200).nullable(),
    timeZone: z.string().max(64).refine(isTimeZone, ACTIVITY_SETUP_CHECKS.timeZone),
    /** Home: S notices, I pictures, V video. */
    templateAppHome: z.enum(HOME_TEMPLATES),
    /** The card: S standard, B barcode. */
    graphicCardType: z.enum(GRAPHIC_CARD_TYPES),
    switches: menuSwitches,
    /** The menu: O categories as tabs, V one list. */
    menuType: z.enum(MENU_TYPES),
    /** The menu's name (the drawer's label; blank: the app's own word) and the text under it. */
    menuTextApp: optionalText(MAX_MENU_TEXT),
    menuDescriptionBottom: optionalText(MAX_MENU_DESCRIPTION),
    menuColorBackground: hexColor.nullable(),
    menuColorText: hexColor.nullable(),
    menuShowIcon: z.boolean(),
    /** Prices in the menu with the euro sign. */
    showCurrency: z.boolean(),
    menuLinkWhatApp: optionalText(MAX_WHATSAPP_LINK).refine(
      (v) => v === null || isWhatsAppLink(v),
      ACTIVITY_SETUP_CHECKS.whatsApp,
    ),
    menuTextWhatApp: optionalText(MAX_WHATSAPP_TEXT),
    /** The shop's text colour and sizes (px): the category tabs and the items. */
    shopTextColor: hexColor.nullable(),
    shopTextSize: z.number().int().min(SHOP_TEXT_PX.min).max(SHOP_TEXT_PX.max).nullable(),
    shopTextSelectedSize: z.number().int().min(SHOP_TEXT_PX.min).max(SHOP_TEXT_PX.max).nullable(),
    /** Sign-up and profile: the address, the nation, a phone number required. */
    showAddressCustomer: z.boolean(),
    showNationCustomer: z.boolean(),
    requiredPhoneNumber: z.boolean(),
    /** The language picker, and the texts below per language. */
    multiLanguage: z.boolean(),
    /**
     * Where customers' replies to booking and order e-mails go (their Reply-To), and the booking
     * calendar entry's ORGANIZER; blank or null: none.
     */
    replyTo: optionalEmail,
    translations: z
      .array(activityTextsTranslation)
      .max(LANGUAGE_CODES.length)
      .refine(
        (list) => new Set(list.map((t) => t.languageCode)).size === list.length,
        ACTIVITY_SETUP_CHECKS.once,
      ),
  })
  .strict();

/** The colours whose text is checked, and the field a refusal belongs to. */
export type ContrastField = 'colorText' | 'menuColorText' | 'menuColorBackground' | 'shopTextColor';

export interface LowContrast {
  field: ContrastField;
  /** The contrast found, 1 to 21; TEXT_CONTRAST (4.5) is needed. */
  ratio: number;
}

type Colors = {
  color: string;
  colorText: string;
  menuColorBackground: string | null;
  menuColorText: string | null;
  shopTextColor: string | null;
};

/**
 * The texts that would not read (WCAG AA, 4.5:1): the activity's text on its colour; the menu's
 * text on its background (either unset: the page's background, the app's text colour); the shop's
 * text colour on the page's background. A malformed colour is its own field's error: not compared.
 */
export function lowContrasts(c: Colors): LowContrast[] {
  const pairs: [ContrastField, string, string][] = [['colorText', c.colorText, c.color]];
  if (c.menuColorText || c.menuColorBackground) {
    pairs.push([
      c.menuColorText ? 'menuColorText' : 'menuColorBackground',
      c.menuColorText ?? DEFAULT_TEXT_COLOR,
      c.menuColorBackground ?? PAGE,
    ]);
  }
  if (c.shopTextColor) pairs.push(['shopTextColor', c.shopTextColor, PAGE]);
  return pairs
    .filter(([, text, on]) => HEX.test(text) && HEX.test(on))
    .map(([field, text, on]) => ({ field, ratio: contrastRatio(text, on) }))
    .filter((p) => p.ratio < TEXT_CONTRAST);
}

/** What the console's form checks: the fields, then every text's contrast. */
export const activitySetupBody = activitySetupFields.superRefine((s, ctx) => {
  for (const low of lowContrasts(s)) {
    ctx.addIssue({
      code: 'custom',
      message: ACTIVITY_SETUP_CHECKS.contrast,
      path: [low.field],
      params: { ratio: Math.floor(low.ratio * 100) / 100 },
    });
  }
});
export type ActivitySetupBody = z.infer<typeof activitySetupBody>;
export type ActivitySetupInput = z.input<typeof activitySetupBody>;

/** The activity's set-up as saved (as read back: stored values are not checked again). */
export const activitySetupView = z.object({
  name: z.string(),
  color: z.string(),
  colorText: z.string(),
  logoFileName: z.string().nullable(),
  /** Where the logo is served (an /images path), or null. */
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  templateAppHome: z.enum(HOME_TEMPLATES),
  graphicCardType: z.enum(GRAPHIC_CARD_TYPES),
  switches: activityMenu,
  menuType: z.enum(MENU_TYPES),
  menuTextApp: z.string().nullable(),
  menuDescriptionBottom: z.string().nullable(),
  menuColorBackground: z.string().nullable(),
  menuColorText: z.string().nullable(),
  menuShowIcon: z.boolean(),
  showCurrency: z.boolean(),
  menuLinkWhatApp: z.string().nullable(),
  menuTextWhatApp: z.string().nullable(),
  shopTextColor: z.string().nullable(),
  shopTextSize: z.number().int().nullable(),
  shopTextSelectedSize: z.number().int().nullable(),
  showAddressCustomer: z.boolean(),
  showNationCustomer: z.boolean(),
  requiredPhoneNumber: z.boolean(),
  multiLanguage: z.boolean(),
  replyTo: z.string().nullable(),
  translations: z.array(
    z.object({
      languageCode: z.enum(LANGUAGE_CODES),
      menuTextApp: z.string().nullable(),
      menuDescriptionBottom: z.string().nullable(),
    }),
  ),
});
export type ActivitySetupView = z.infer<typeof activitySetupView>;

/** The body that saves the view as it is (the form's first values). */
export function activitySetupInputOf(view: ActivitySetupView): ActivitySetupInput {
  const { logoUrl: _, switches, ...rest } = view;
  const flags = Object.fromEntries(MENU_FLAGS.map((f) => [f, switches[f]])) as Record<
    MenuFlag,
    boolean
  >;
  return { ...rest, switches: flags };
}
