// The same thing is worded the same on every screen, in every language (issue 8, consistency).
import { LANGUAGE_CODES } from '@tessera/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage, translate } from '../lib/i18n.ts';

beforeAll(async () => {
  for (const lang of LANGUAGE_CODES) {
    await setLanguage(lang);
    await loadAllTexts();
  }
  await setLanguage('it');
});

describe('one wording per thing', () => {
  it.each(LANGUAGE_CODES)(
    'the customer fields read the same in sign-up and the profile (%s)',
    (lang) => {
      const same = (a: Parameters<typeof translate>[1], b: Parameters<typeof translate>[1]) =>
        expect([a, translate(lang, a)]).toEqual([a, translate(lang, b)]);
      same('profile.gender.M', 'registration.form.male');
      same('profile.gender.F', 'registration.form.female');
      same('profile.fields.gender', 'registration.form.gender');
      same('profile.fields.country', 'registration.form.town');
      same('profile.noCountries', 'registration.form.noTown');
      same('profile.chooseNationFirst', 'registration.form.nationFirst');
      same('profile.fields.nation', 'registration.form.nation');
    },
  );

  it('says Uomo and Donna in Italian', () => {
    expect([translate('it', 'profile.gender.M'), translate('it', 'profile.gender.F')]).toEqual([
      'Uomo',
      'Donna',
    ]);
  });

  /** Every text of a language, from its files (one per namespace). */
  const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
    eager: true,
    import: 'default',
  });
  const textsOf = (folder: string): string[] =>
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${folder}/`))
      .flatMap(([, texts]) => {
        const all: string[] = [];
        const walk = (node: unknown) => {
          if (typeof node === 'string') all.push(node.replaceAll('{{email}}', ''));
          else if (node && typeof node === 'object') Object.values(node).forEach(walk);
        };
        walk(texts);
        return all;
      });

  it.each([
    ['it', /\b(E-mail|e-mail)\b/, /\b(email|Email|E-Mail|EMail)\b/],
    ['fr', /\b(E-mail|e-mail)\b/, /\b(email|Email|E-Mail|EMail)\b/],
    ['en', /\b(E-mail|e-mail)\b/, /\b(email|Email|E-Mail|EMail)\b/],
    ['de', /\bE-Mail\b/, /\b(email|Email|e-mail|E-mail|EMail)\b/],
    ['es', /\bcorreo\b/i, /\b(e-?mail|E-?[Mm]ail)\b/],
  ] as const)('spells e-mail one way in %s', (folder, spelling, other) => {
    const texts = textsOf(folder);
    expect(texts.filter((text) => spelling.test(text)).length).toBeGreaterThan(0);
    expect(texts.filter((text) => other.test(text))).toEqual([]);
  });
});
