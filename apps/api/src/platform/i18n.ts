// Server messages and e-mail texts in the caller's language (Italian by default): one mechanism.
// Each owner declares its texts beside its code with `defineMessages` (platform/messages.ts,
// modules/<module>/<module>.messages.ts, flows/<flow>.messages.ts); there is no central list.
// Italian is the reference: every other language must have exactly its keys and use only its
// placeholders, or tsc fails naming the key. `defineMessages` returns typed references, and
// `translate(message, lang, params)` fills the {name} placeholders, its params typed from the
// Italian text. A text with plural forms ({ one, other, … }: Intl.PluralRules categories) is
// chosen by its `count` param under the language's own plural rules.
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@tessera/domain';

/** A text with plural forms, one per Intl.PluralRules category; `other` is required. */
export type PluralText = { readonly other: string } & {
  readonly [C in Intl.LDMLPluralRule]?: string;
};
export type Text = string | PluralText;
type Catalogue = Readonly<Record<string, Text>>;
type OtherLanguage = Exclude<LanguageCode, 'it'>;

/** The {name} placeholders of a string. */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/** The params a text wants: its placeholders, and `count` when it has plural forms. */
type ParamNames<T> = T extends string ? Placeholders<T> : Placeholders<T[keyof T]> | 'count';

export type Params = Readonly<Record<string, string | number>>;
/** The params of a message without placeholders: none at all. */
export type NoParams = { readonly [name: string]: never };
/** The params of a text: `count` is a number, the others a string or a number. */
export type ParamsOf<T> = [ParamNames<T>] extends [never]
  ? NoParams
  : { readonly [N in ParamNames<T>]: N extends 'count' ? number : string | number };

/** A typed reference to one message: its text in every language. */
export interface Message<P extends Params = Params> {
  /** The message's name in its owner's catalogue (for logs and tests). */
  readonly key: string;
  readonly texts: Readonly<Record<LanguageCode, Text>>;
  /** Types only: the params the message wants. */
  readonly params?: P;
}

/** What another language's text may be: any text using only Italian's placeholders. */
type Translation<It, T> = [Exclude<ParamNames<T>, ParamNames<It>>] extends [never]
  ? Text
  : {
      readonly error: `uses {${Exclude<ParamNames<T> & string, ParamNames<It>>}}, which Italian lacks`;
    };

/** Every other language: exactly Italian's keys, each with a text of Italian's placeholders. */
type Complete<M extends Readonly<Record<LanguageCode, Catalogue>>> = {
  readonly [L in OtherLanguage]: {
    readonly [K in keyof M['it']]: K extends keyof M[L] ? Translation<M['it'][K], M[L][K]> : Text;
  } & { readonly [K in Exclude<keyof M[L], keyof M['it']>]: never };
};

/**
 * Declares an owner's messages in every language and returns a typed reference per key.
 * A key missing in (or added to) any language fails tsc, as does a placeholder Italian lacks.
 */
export function defineMessages<const M extends Readonly<Record<LanguageCode, Catalogue>>>(
  texts: M & NoInfer<Complete<M>>,
): { readonly [K in keyof M['it'] & string]: Message<ParamsOf<M['it'][K]>> } {
  const all = texts as Readonly<Record<LanguageCode, Catalogue>>;
  return Object.fromEntries(
    Object.keys(all.it).map((key) => [
      key,
      {
        key,
        texts: Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, all[lang][key]])),
      },
    ]),
  ) as never;
}

/** The params argument of a message: optional when it wants none. */
export type ParamsArg<P extends Params> = NoParams extends P ? [params?: P] : [params: P];

/** BCP 47 tag of a language code for Intl; `gb` is English. */
export const localeOf = (lang: LanguageCode) => (lang === 'gb' ? 'en' : lang);
const pluralRules = new Map<LanguageCode, Intl.PluralRules>();

/** The form of a plural text for `count`, by the language's plural rules (else `other`). */
function pluralForm(lang: LanguageCode, text: PluralText, count: number) {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(lang));
    pluralRules.set(lang, rules);
  }
  return text[rules.select(count)] ?? text.other;
}

/**
 * A message in a language, its {name} placeholders filled from params; a plural text takes the
 * form for `count`. A language the message lacks (a stray code at run time) falls back to Italian.
 */
export function translate<P extends Params>(
  message: Message<P>,
  lang: LanguageCode,
  ...[params]: ParamsArg<P>
): string {
  const vars: Params = params ?? {};
  const own = message.texts[lang];
  const found = own ?? message.texts[DEFAULT_LANGUAGE];
  const text =
    typeof found === 'string'
      ? found
      : pluralForm(own ? lang : DEFAULT_LANGUAGE, found, Number(vars.count ?? 0));
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Picks the first supported language of an Accept-Language header; `en` means `gb`. */
export function languageFromHeader(header: string | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const code = tag === 'en' ? 'gb' : tag;
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
