// The app's own texts for a spec (apps/web/src/locales): a spec names what it clicks in any
// language without a copy of the strings.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Texts = { [key: string]: string | Texts };

/** A language code of the app (`gb` is English) to its texts' folder and BCP 47 tag. */
export const localeOf = (code: string) => (code === 'gb' ? 'en' : code);

/** The route prefix of a language: none for Italian. */
export const prefixOf = (code: string) => (code === 'it' ? '' : `/${code}`);

/** A text as a pattern: the whole text, or its start with `start` (a required field's " *"). */
export const textPattern = (text: string, { start = false } = {}) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${start ? '' : '$'}`);

/**
 * A language's texts, every namespace, as the app has them: `t(key, values)` fills `{{name}}`s
 * and picks a plural text's form by `values.count` (the `other` form without one).
 */
export function textsOf(code: string) {
  const folder = localeOf(code);
  const dir = fileURLToPath(new URL(`../apps/web/src/locales/${folder}/`, import.meta.url));
  const all: Texts = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    all[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(dir + file, 'utf8')) as Texts;
  }
  const plural = new Intl.PluralRules(folder);
  return (key: string, values: Record<string, string | number> = {}) => {
    let node: string | Texts | undefined = all;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'object') {
      const form = values.count === undefined ? 'other' : plural.select(Number(values.count));
      node = node[form] ?? node.other;
    }
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${folder}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
