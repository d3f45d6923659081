// Scans the logs every test app wrote (TEST_LOG_DIR) for what must never be logged: password
// hashes, tokens, SQL parameters, e-mail addresses and codes. Writes a one-check report for
// scripts/ci-summary.mjs and exits non-zero on a find.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, report] = process.argv.slice(2);
const FORBIDDEN = [
  ['argon2 hash', /\$argon2id?\$/],
  ['JWT', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['SQL parameters', /params: (?!\[redacted\])/],
  ['e-mail address', /[\w.+-]+@[\w-]+(\.[\w-]+)+/],
  ['code', /\bcod(e|ice)\b[^\n"]{0,20}\b\d{6}\b/i],
];
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.log')) : [];
const finds = [];
let lines = 0;
for (const file of files) {
  const text = readFileSync(join(dir, file), 'utf8');
  lines += text.split('\n').length;
  for (const [what, re] of FORBIDDEN) {
    const m = re.exec(text);
    if (m) finds.push(`${file}: ${what}: …${text.slice(Math.max(0, m.index - 60), m.index + 80)}…`);
  }
}
const failed = files.length === 0 || finds.length > 0;
console.log(
  files.length === 0
    ? `log scan: no logs in ${dir}`
    : `log scan: ${files.length} files, ${lines} lines, ${finds.length} secrets found`,
);
for (const f of finds.slice(0, 20)) console.log(`  ${f}`);
if (report)
  writeFileSync(report, JSON.stringify({ passed: failed ? 0 : 1, failed: failed ? 1 : 0 }));
process.exit(failed ? 1 : 0);
