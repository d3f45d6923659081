// Serves the locale texts as virtual modules `virtual:texts/<lang>/core|rest`: the namespaces
// the first screen (/login) needs and the rest, so /login loads only its own texts. Each
// language is a folder of one file per namespace (src/locales/<file>/<namespace>.json).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/** The namespaces of /login, the error page and the snackbar. */
export const CORE_NAMESPACES = ['app', 'login', 'snackbar', 'error', 'topbar', 'logout'];

const PREFIX = 'virtual:texts/';
/** Language code to its folder (`gb` is English). */
export const FOLDERS: Record<string, string> = { it: 'it', es: 'es', fr: 'fr', de: 'de', gb: 'en' };

export function textsPlugin(localesDir: string): Plugin {
  return {
    name: 'tessera-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang = '', part] = id.slice(PREFIX.length + 1).split('/');
      const folder = join(localesDir, FOLDERS[lang] ?? '');
      const core = part === 'core';
      const texts: Record<string, unknown> = {};
      for (const file of readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const namespace = basename(file, '.json');
        if (CORE_NAMESPACES.includes(namespace) !== core) continue;
        const path = join(folder, file);
        this.addWatchFile(path);
        texts[namespace] = JSON.parse(readFileSync(path, 'utf8'));
      }
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
