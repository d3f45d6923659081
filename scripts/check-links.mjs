#!/usr/bin/env node
// Fails on a broken relative link or a missing anchor in the repository's Markdown files.
//
//   node scripts/check-links.mjs             every tracked (or new, not ignored) *.md file
//   node scripts/check-links.mjs docs a.md   only these files and folders
//
// Prints `file:line: link (reason)` for each broken one and exits 1. Web links (any scheme:
// http, https, mailto, tel) are not followed. Anchors are the headings' slugs by GitHub's
// rules (github-slugger: lower case, punctuation dropped, spaces to hyphens, -1, -2 … for
// repeats) and any HTML `id` or `<a name>` in the target file.
// Written by hand rather than with markdown-link-check or lychee: those fetch web links and
// bring dozens of dependencies, and this check needs neither.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** GitHub's anchor for a heading's text (github-slugger), without the repeat suffix. */
export function githubSlug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: code, links, images and HTML reduced to their text. */
function headingText(raw) {
  return raw
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.replace(/^`+|`+$/g, '')
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/(^|[^\p{L}\p{N}_])_{1,2}([^_]+?)_{1,2}(?=$|[^\p{L}\p{N}_])/gu, '$1$2'),
    )
    .join('')
    .trim();
}

/** The lines of a Markdown file outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split(/\r?\n/).forEach((line, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        open &&
        open[1][0] === fence[0] &&
        open[1].length >= fence.length &&
        !/\S/.test(line.slice(open[0].length))
      )
        fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({ line, n: i + 1 });
  });
  return out;
}

/** Every anchor a Markdown file offers: its headings' slugs and its HTML ids and names. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  const add = (heading) => {
    const base = githubSlug(headingText(heading));
    let slug = base;
    if (seen.has(base)) {
      let n = seen.get(base);
      do slug = `${base}-${++n}`;
      while (seen.has(slug));
      seen.set(base, n);
    }
    seen.set(slug, 0);
    anchors.add(slug);
  };
  let previous = null;
  for (const { line } of proseLines(text)) {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) add(atx[1] ?? '');
    else if (previous && /^ {0,3}(=+|-+)[ \t]*$/.test(line) && isParagraph(previous)) add(previous);
    for (const m of line.matchAll(/<[^>]*\s(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1]);
    previous = atx ? null : line;
  }
  return anchors;
}

function isParagraph(line) {
  return /\S/.test(line) && !/^ {0,3}([-*+>|]|\d+[.)]|#|<)/.test(line);
}

/** The link targets on one line, code spans left out. */
function targetsOn(line) {
  const prose = line.replace(/(`+)[\s\S]*?\1/g, (m) => ' '.repeat(m.length));
  const targets = [];
  for (const m of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)/g)) {
    targets.push(m[1].replace(/^<|>$/g, ''));
  }
  const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
  if (definition) targets.push(definition[1].replace(/^<|>$/g, ''));
  for (const m of prose.matchAll(/\s(?:href|src)\s*=\s*["']([^"']*)["']/g)) targets.push(m[1]);
  return targets;
}

function decode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Checks the links of `files` (absolute paths). A link starting with `/` is read from `root`,
 * as GitHub does. Answers the broken links as `{ file, line, target, reason }`.
 */
export function checkLinks(files, root) {
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const broken = [];
  for (const file of files) {
    for (const { line, n } of proseLines(readFileSync(file, 'utf8'))) {
      for (const target of targetsOn(line)) {
        if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//'))
          continue;
        const hash = target.indexOf('#');
        const pathPart = decode((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
        const fragment = hash < 0 ? '' : decode(target.slice(hash + 1));
        const to =
          pathPart === ''
            ? file
            : pathPart.startsWith('/')
              ? join(root, pathPart)
              : resolve(dirname(file), pathPart);
        const report = (reason) =>
          broken.push({ file: relative(root, file), line: n, target, reason });
        if (!existsSync(to)) report('no such file');
        else if (
          fragment &&
          /\.md$/i.test(to) &&
          statSync(to).isFile() &&
          !anchors(to).has(fragment)
        ) {
          report(`no heading #${fragment} in ${relative(root, to)}`);
        }
      }
    }
  }
  return broken;
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.md$/i.test(entry.name)) out.push(path);
  }
  return out;
}

/** The Markdown files git knows (tracked, or new and not ignored); a plain walk outside git. */
function markdownFiles(root) {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md', '*.MD'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return [...new Set(listed.split('\0'))]
      .filter((f) => f && !f.split('/').includes('node_modules'))
      .map((f) => join(root, f))
      .filter((f) => existsSync(f));
  } catch {
    return walk(root);
  }
}

function main(args) {
  let root = process.cwd();
  try {
    root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {}
  const files = args.length
    ? args.flatMap((a) => (statSync(a).isDirectory() ? walk(resolve(a)) : [resolve(a)]))
    : markdownFiles(root);
  const broken = checkLinks(files, root);
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.target} (${b.reason})`);
  if (broken.length) {
    console.error(`check-links: ${broken.length} broken link(s) in ${files.length} Markdown files`);
    process.exitCode = 1;
  } else {
    console.log(`check-links: ${files.length} Markdown files, no broken relative link or anchor`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main(process.argv.slice(2));
