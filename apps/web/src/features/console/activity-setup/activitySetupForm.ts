// The activity's set-up form (issue 25 item 1): what the owner types (colours as RRGGBB, blank for
// "not set", sizes in px, texts, switches, the menu's texts per language, the reply-to e-mail) turned into the body the
// API takes, refused by the same contract the server checks (activitySetupBody: the fields, then
// every text's contrast at 4.5:1), each problem on its field in the owner's words.
import {
  ACTIVITY_SETUP_CHECKS,
  type ActivitySetupBody,
  type ActivitySetupView,
  activitySetupBody,
  activitySetupInputOf,
  GRAPHIC_CARD_TYPES,
  HOME_TEMPLATES,
  LANGUAGE_CODES,
  type LanguageCode,
  lowContrasts,
  MENU_FLAGS,
  MENU_TYPES,
  type MenuFlag,
  SHOP_TEXT_PX,
} from '@tessera/domain';
import type { core } from 'zod';
import { z } from 'zod';
import { issueMessage, message } from '../../../lib/forms.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { currentLanguage, localeOf } from '../../../lib/language.ts';

/** The menu's texts in one language, as typed. */
export interface TranslationForm {
  languageCode: LanguageCode;
  menuTextApp: string;
  menuDescriptionBottom: string;
}

export interface ActivitySetupForm {
  name: string;
  color: string;
  colorText: string;
  /** The logo saved or just uploaded, and where it is served (for the preview; not sent). */
  logoFileName: string | null;
  logoUrl: string | null;
  timeZone: string;
  templateAppHome: (typeof HOME_TEMPLATES)[number];
  graphicCardType: (typeof GRAPHIC_CARD_TYPES)[number];
  switches: Record<MenuFlag, boolean>;
  menuType: (typeof MENU_TYPES)[number];
  menuTextApp: string;
  menuDescriptionBottom: string;
  /** Blank: not set (the page's background, the app's text colour). */
  menuColorBackground: string;
  menuColorText: string;
  menuShowIcon: boolean;
  showCurrency: boolean;
  menuLinkWhatApp: string;
  menuTextWhatApp: string;
  /** Blank: the app's own. */
  shopTextColor: string;
  shopTextSize: string;
  shopTextSelectedSize: string;
  showAddressCustomer: boolean;
  showNationCustomer: boolean;
  requiredPhoneNumber: boolean;
  multiLanguage: boolean;
  /** Where customers' replies to the activity's e-mails go; blank: none. */
  replyTo: string;
  /** Every language, in LANGUAGE_CODES order: the screen shows those the activity offers. */
  translations: TranslationForm[];
}

const text = (v: string | null) => v ?? '';

export function formOf(view: ActivitySetupView): ActivitySetupForm {
  const input = activitySetupInputOf(view);
  return {
    name: view.name,
    color: view.color,
    colorText: view.colorText,
    logoFileName: view.logoFileName,
    logoUrl: view.logoUrl,
    timeZone: view.timeZone,
    templateAppHome: view.templateAppHome,
    graphicCardType: view.graphicCardType,
    switches: input.switches as Record<MenuFlag, boolean>,
    menuType: view.menuType,
    menuTextApp: text(view.menuTextApp),
    menuDescriptionBottom: text(view.menuDescriptionBottom),
    menuColorBackground: text(view.menuColorBackground),
    menuColorText: text(view.menuColorText),
    menuShowIcon: view.menuShowIcon,
    showCurrency: view.showCurrency,
    menuLinkWhatApp: text(view.menuLinkWhatApp),
    menuTextWhatApp: text(view.menuTextWhatApp),
    shopTextColor: text(view.shopTextColor),
    shopTextSize: view.shopTextSize === null ? '' : String(view.shopTextSize),
    shopTextSelectedSize:
      view.shopTextSelectedSize === null ? '' : String(view.shopTextSelectedSize),
    showAddressCustomer: view.showAddressCustomer,
    showNationCustomer: view.showNationCustomer,
    requiredPhoneNumber: view.requiredPhoneNumber,
    multiLanguage: view.multiLanguage,
    replyTo: text(view.replyTo),
    translations: LANGUAGE_CODES.map((languageCode) => {
      const saved = view.translations.find((t) => t.languageCode === languageCode);
      return {
        languageCode,
        menuTextApp: text(saved?.menuTextApp ?? null),
        menuDescriptionBottom: text(saved?.menuDescriptionBottom ?? null),
      };
    }),
  };
}

/** A colour as typed: "#0d47a1" or "0d47a1" is 0d47a1 (the contract upper-cases it). */
export const hexOf = (v: string) => v.trim().replace(/^#/, '');
const colourOrNull = (v: string) => (v.trim() ? hexOf(v) : null);
/** A size in px as typed; blank is null, anything but a whole number NaN (the contract refuses). */
const sizeOf = (v: string) =>
  v.trim() ? (/^\d{1,3}$/.test(v.trim()) ? Number(v) : Number.NaN) : null;

/** The body the form stands for, before the contract's transforms (trims, upper case). */
export const inputOf = (f: ActivitySetupForm) => ({
  name: f.name,
  color: hexOf(f.color),
  colorText: hexOf(f.colorText),
  logoFileName: f.logoFileName,
  timeZone: f.timeZone,
  templateAppHome: f.templateAppHome,
  graphicCardType: f.graphicCardType,
  switches: Object.fromEntries(MENU_FLAGS.map((k) => [k, f.switches[k]])) as Record<
    MenuFlag,
    boolean
  >,
  menuType: f.menuType,
  menuTextApp: f.menuTextApp,
  menuDescriptionBottom: f.menuDescriptionBottom,
  menuColorBackground: colourOrNull(f.menuColorBackground),
  menuColorText: colourOrNull(f.menuColorText),
  menuShowIcon: f.menuShowIcon,
  showCurrency: f.showCurrency,
  menuLinkWhatApp: f.menuLinkWhatApp,
  menuTextWhatApp: f.menuTextWhatApp,
  shopTextColor: colourOrNull(f.shopTextColor),
  shopTextSize: sizeOf(f.shopTextSize),
  shopTextSelectedSize: sizeOf(f.shopTextSelectedSize),
  showAddressCustomer: f.showAddressCustomer,
  showNationCustomer: f.showNationCustomer,
  requiredPhoneNumber: f.requiredPhoneNumber,
  multiLanguage: f.multiLanguage,
  replyTo: f.replyTo,
  translations: f.translations.map(({ languageCode, menuTextApp, menuDescriptionBottom }) => ({
    languageCode,
    menuTextApp,
    menuDescriptionBottom,
  })),
});

/** The body as the server would save it (trimmed, upper case, blanks null), or null if refused. */
export const bodyOf = (f: ActivitySetupForm): ActivitySetupBody | null => {
  const parsed = activitySetupBody.safeParse(inputOf(f));
  return parsed.success ? parsed.data : null;
};

/** A contrast ratio as the owner reads it: "2,15" (at most two decimals, the language's way). */
export const ratioText = (ratio: number) =>
  new Intl.NumberFormat(localeOf(currentLanguage()), { maximumFractionDigits: 2 }).format(
    Math.floor(ratio * 100) / 100,
  );

/** The contrasts that do not read, as typed now (for the live preview). */
export const lowContrastsOf = (f: ActivitySetupForm) => {
  const i = inputOf(f);
  return lowContrasts(i);
};

const SIZES = ['shopTextSize', 'shopTextSelectedSize'];
const CHECK_KEYS = new Set<string>(Object.values(ACTIVITY_SETUP_CHECKS));

/** The words of the contract's refusal of a field. */
function refusal(issue: core.$ZodIssue): string {
  const field = String(issue.path.at(-1));
  if (issue.message === ACTIVITY_SETUP_CHECKS.contrast) {
    const ratio = Number((issue as { params?: { ratio?: number } }).params?.ratio ?? 0);
    return message('validation.contrast', { ratio: ratioText(ratio) });
  }
  if (CHECK_KEYS.has(issue.message)) return message(issue.message as MessageKey);
  if (SIZES.includes(field)) return message('activitySetup.checks.size', SHOP_TEXT_PX);
  if (field === 'name' && issue.code === 'too_small') return message('validation.required');
  return issueMessage(issue as core.$ZodRawIssue);
}

const translationForm = z.object({
  languageCode: z.enum(LANGUAGE_CODES),
  menuTextApp: z.string(),
  menuDescriptionBottom: z.string(),
});

const formSchema = z.object({
  name: z.string(),
  color: z.string(),
  colorText: z.string(),
  logoFileName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  templateAppHome: z.enum(HOME_TEMPLATES),
  graphicCardType: z.enum(GRAPHIC_CARD_TYPES),
  switches: z.object(
    Object.fromEntries(MENU_FLAGS.map((k) => [k, z.boolean()])) as Record<MenuFlag, z.ZodBoolean>,
  ),
  menuType: z.enum(MENU_TYPES),
  menuTextApp: z.string(),
  menuDescriptionBottom: z.string(),
  menuColorBackground: z.string(),
  menuColorText: z.string(),
  menuShowIcon: z.boolean(),
  showCurrency: z.boolean(),
  menuLinkWhatApp: z.string(),
  menuTextWhatApp: z.string(),
  shopTextColor: z.string(),
  shopTextSize: z.string(),
  shopTextSelectedSize: z.string(),
  showAddressCustomer: z.boolean(),
  showNationCustomer: z.boolean(),
  requiredPhoneNumber: z.boolean(),
  multiLanguage: z.boolean(),
  replyTo: z.string(),
  translations: z.array(translationForm),
});

/**
 * The form's contract: its body must pass activitySetupBody, so the form refuses what the server
 * would, each problem on its field (one per field); its output is that body, as the server saves it.
 */
export const setupSchema = formSchema
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    for (const issue of activitySetupBody.safeParse(inputOf(form)).error?.issues ?? []) {
      const key = issue.path.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ code: 'custom', path: issue.path, message: refusal(issue) });
    }
  })
  .transform((form) => activitySetupBody.parse(inputOf(form)));

/** The form paths a server refusal names ("Dati non validi: menuLinkWhatApp"). */
export function fieldsNamedIn(text: string): string[] {
  const fields = Object.keys(formSchema.shape).filter((k) => k !== 'translations');
  const named = text.match(
    new RegExp(`\\b(${fields.join('|')}|translations\\.\\d+\\.\\w+|switches\\.\\w+)\\b`, 'g'),
  );
  return [...new Set(named ?? [])];
}

/** The colour of the native picker: #RRGGBB, or a grey for a colour not (yet) well typed. */
export const pickerValue = (v: string, fallback = '#9E9E9E') =>
  /^[0-9a-f]{6}$/i.test(hexOf(v)) ? `#${hexOf(v).toLowerCase()}` : fallback;
