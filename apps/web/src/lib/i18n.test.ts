import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hasText, type MessageKey, setLanguage, translate } from './i18n.ts';

const dir = join(import.meta.dirname, '../locales');
const flat = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' && !('other' in v) ? flat(v, `${p}${k}.`) : [`${p}${k}`],
  );
/** A language's texts, one file per namespace. */
const textsOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, folder, f), 'utf8'))]),
  );

describe('texts', () => {
  it('has the same namespaces and keys, all non-empty, in the five languages', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(['de', 'en', 'es', 'fr', 'it']);
    const keys = flat(textsOf('it')).sort();
    for (const folder of folders) {
      const messages = textsOf(folder);
      expect(flat(messages).sort(), folder).toEqual(keys);
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce((n: Record<string, unknown>, k) => n[k] as never, messages);
        const texts = typeof value === 'object' ? Object.values(value as object) : [value];
        for (const text of texts) expect(String(text).trim(), `${folder} ${key}`).not.toBe('');
      }
    }
  });

  it('interpolates, falls back to Italian and shows the key as last resort', async () => {
    expect(translate('it', 'home.greeting', { name: 'Chiara' })).toBe('Ciao Chiara!');
    expect(translate('it', 'nope.missing' as MessageKey)).toBe('nope.missing');
    await setLanguage('es');
    expect(translate('es', 'error.notFound')).toBe('Página no encontrada');
    expect(document.documentElement.lang).toBe('es');
    await setLanguage('gb');
    expect(translate('gb', 'logout.confirm')).toBe('Log out');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('it');
  });

  it("picks a plural form by the language's plural rules", async () => {
    expect(translate('it', 'nav.stores', { count: 1 })).toBe('Negozio');
    expect(translate('it', 'nav.stores', { count: 3 })).toBe('Negozi');
    await setLanguage('fr');
    // French counts 0 and 1 as one.
    expect(translate('fr', 'nav.stores', { count: 0 })).toBe(
      translate('fr', 'nav.stores', { count: 1 }),
    );
    expect(translate('fr', 'nav.stores', { count: 2 })).not.toBe(
      translate('fr', 'nav.stores', { count: 1 }),
    );
    await setLanguage('it');
  });

  it('tells whether a key built at run time has a text', () => {
    expect(hasText('users.roleNames.ROLE_ADMIN')).toBe(true);
    expect(hasText('users.roleNames.ROLE_UNKNOWN')).toBe(false);
  });

  it('tells it in German too, when no Italian text was ever loaded (a German first visit)', async () => {
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    await fresh.setLanguage('de');
    await fresh.loadAllTexts();
    expect(fresh.hasText('users.roleNames.ROLE_ADMIN')).toBe(true);
    expect(fresh.translate('de', 'users.roleNames.ROLE_ADMIN')).toBe('Administrator');
    expect(fresh.hasText('users.roleNames.ROLE_UNKNOWN')).toBe(false);
    await fresh.setLanguage('it');
  });
});
