// Splits each locale file into the texts the first screen (/login) needs and the rest, served
// as virtual modules `virtual:texts/<lang>/core|rest`, so /login loads only its own texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The namespaces of /login, the error page and the snackbar. */
export const CORE_NAMESPACES = ['app', 'login', 'snackbar', 'error', 'topbar', 'logout'];

const PREFIX = 'virtual:texts/';
const FILES: Record<string, string> = { it: 'it', es: 'es', fr: 'fr', de: 'de', gb: 'en' };

export function textsPlugin(localesDir: string): Plugin {
  return {
    name: 'tessera-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang = '', part] = id.slice(PREFIX.length + 1).split('/');
      const file = join(localesDir, `${FILES[lang]}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const core = part === 'core';
      const picked = Object.entries(texts).filter(([ns]) => CORE_NAMESPACES.includes(ns) === core);
      return `export default ${JSON.stringify(Object.fromEntries(picked))};`;
    },
  };
}
