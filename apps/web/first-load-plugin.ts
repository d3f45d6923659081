// Fills index.html's first load (issue 15): the progress bar's label in the five languages (the
// locales' `app.loading`) and, in a build, the files of the landing screens, which the page's
// inline script asks for beside the app's own, by path: /login's screen, or the signed-in
// layouts and home with the rest of the texts, and the language's texts either way. Without
// them each waits for the code before it (a round trip each, 2 s on slow 3G).
// It also puts each landing's code in few files (`landingGroups`): on HTTP/1.1 a browser fetches
// six files at a time from a server, so on slow 3G each six more files cost 2 s.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FOLDERS } from './texts-plugin.ts';

/** The modules whose chunks each landing preloads, as ids end. */
const LANDINGS = {
  login: ['/src/features/auth/pages/LoginPage.tsx'],
  home: [
    '/src/app/layouts/Authenticated.tsx',
    '/src/app/layouts/DefaultLayout.tsx',
    '/src/features/home/pages/HomePage.tsx',
  ],
};

/** The screens before sign-in: what they load stays out of the signed-in landing's file. */
const BEFORE_SIGN_IN =
  /\/src\/(features\/(auth|registration|password)\/pages\/[^/]+|app\/layouts\/WithQueries|components\/Snackbar)\.tsx$/;

const endsWithAny = (ends: string[]) => (id: string) => ends.some((e) => id.endsWith(e));

/**
 * The code splitting groups of the landings, and the plugin that finds the signed-in landing's
 * modules once the module graph is known:
 * - `app`: what every page runs first (index.html's entry and its static imports), one file;
 * - `LoginPage`: /login's screen with what it needs beyond that;
 * - `shared`: what the home shares with the screens before sign-in, beyond those two;
 * - `Authenticated`: the signed-in layouts and the home, with what only signed-in screens use.
 *   Code the screens before sign-in use too stays in its own files, so the registration link
 *   never loads the signed-in layouts.
 */
export function landingGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const signedInOnly = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'tessera-landing-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const before = closure(
        ids.filter((id) => BEFORE_SIGN_IN.test(id) || this.getModuleInfo(id)?.isEntry),
      );
      for (const id of closure(ids.filter(endsWithAny(LANDINGS.home)))) {
        if (!before.has(id)) signedInOnly.add(id);
        else shared.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'app', tags: ['$initial'], priority: 4 },
      { name: 'LoginPage', test: endsWithAny(LANDINGS.login), priority: 3 },
      // What the home shares with the screens before sign-in (forms, dialogs, queries): one file
      // for the home instead of forty, a few more bytes for the registration link.
      {
        name: 'shared',
        test: (id) => shared.has(id),
        priority: 2,
        includeDependenciesRecursively: false,
      },
      {
        name: 'Authenticated',
        test: (id) => signedInOnly.has(id),
        priority: 1,
        // Its modules only: what they import from shared code stays where it is.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

export interface FirstLoadData {
  /** The progress bar's label by language code. */
  labels: Record<string, string>;
  /** The language's texts of /login (`core`) and the rest, by language code. */
  core: Record<string, string>;
  rest: Record<string, string>;
  login: string[];
  home: string[];
}

/** index.html with its placeholders filled; `<` escaped, as the data sits in a script. */
export function fillFirstLoad(html: string, data: FirstLoadData) {
  return html
    .replace('__FIRST_LOAD_LABEL__', data.labels.it ?? '')
    .replace('__FIRST_LOAD__', JSON.stringify(data).replace(/</g, '\\u003c'));
}

/** The progress bar's label in every language. */
export function firstLoadLabels(localesDir: string) {
  return Object.fromEntries(
    Object.entries(FOLDERS).map(([code, folder]) => {
      const app = JSON.parse(readFileSync(join(localesDir, folder, 'app.json'), 'utf8'));
      return [code, String(app.loading)];
    }),
  );
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/**
 * The files of the chunks holding these modules or standing for them (a screen grouped with
 * others keeps a small file of its own that its dynamic import asks for), and their static
 * imports, minus `loaded`.
 */
function filesOf(chunks: Chunk[], ends: (id: string) => boolean, loaded: Set<string>) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || loaded.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some(ends) || ends(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
  }
  return [...files].map((f) => `/${f}`);
}

export function firstLoadPlugin(localesDir: string): Plugin {
  return {
    name: 'tessera-first-load',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is Chunk & (typeof c & { type: 'chunk' }) => c.type === 'chunk',
        );
        // What the page loads anyway: the entry and its static imports (index.html names them).
        const loaded = new Set<string>();
        const load = (file: string) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          for (const f of chunks.find((c) => c.fileName === file)?.imports ?? []) load(f);
        };
        for (const c of chunks) if (c.isEntry) load(c.fileName);
        const texts = (part: string) =>
          Object.fromEntries(
            Object.keys(FOLDERS).map((code) => [
              code,
              filesOf(chunks, (id) => id === `\0virtual:texts/${code}/${part}`, loaded)[0] ?? '',
            ]),
          );
        const landing = (ends: string[]) => filesOf(chunks, endsWithAny(ends), loaded);
        return fillFirstLoad(html, {
          labels: firstLoadLabels(localesDir),
          core: texts('core'),
          rest: texts('rest'),
          login: landing(LANDINGS.login),
          home: landing(LANDINGS.home),
        });
      },
    },
  };
}
