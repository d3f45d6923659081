import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setLanguage, translate } from './i18n.ts';

const dir = join(import.meta.dirname, '../locales');
const flat = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`],
  );

describe('texts', () => {
  it('has the same keys, all non-empty, in the five locale files', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(['de.json', 'en.json', 'es.json', 'fr.json', 'it.json']);
    const parsed = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
    const keys = flat(parsed[4]).sort();
    for (const [i, messages] of parsed.entries()) {
      expect(flat(messages).sort(), files[i]).toEqual(keys);
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce((n: Record<string, unknown>, k) => n[k] as never, messages);
        expect(String(value).trim(), `${files[i]} ${key}`).not.toBe('');
      }
    }
  });

  it('interpolates, falls back to Italian and shows the key as last resort', async () => {
    expect(translate('it', 'home.greeting', { name: 'Chiara' })).toBe('Ciao Chiara!');
    expect(translate('it', 'nope.missing')).toBe('nope.missing');
    await setLanguage('es');
    expect(translate('es', 'error.notFound')).toBe('Página no encontrada');
    expect(document.documentElement.lang).toBe('es');
    await setLanguage('gb');
    expect(translate('gb', 'logout.confirm')).toBe('Log out');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('it');
  });
});
