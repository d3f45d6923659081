// Totals the JSON reports of every suite .ci/run ran: one line per suite (passed, failed,
// skipped, and why a failure is not a test's), the failed tests by name with the first line of
// their error (the log's tail must say what failed), the skipped tests by name, then one closing
// "N passed, N failed". Nothing may hide a failure: a missing report, a file or spec that failed
// to load, a suite that exited non-zero without a failing test, a suite that ran no test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.vitest-results';
const suites = [
  ['unit', 'vitest'],
  ['pg', 'vitest'],
  ['race', 'vitest'],
  ['logs', 'check'],
  ['e2e', 'playwright'],
  ['node-versions', 'check'],
  ['check', 'check'],
];
const SKIPPED = new Set(['skipped', 'pending', 'todo', 'disabled']);
/** How many skipped tests to name per suite. */
const NAMED = 20;

function vitest(r) {
  const files = r.testResults ?? [];
  // A file that failed to load has no tests: each counts as one failure.
  const unloaded = files.filter((f) => f.status === 'failed' && !f.assertionResults?.length);
  // Tests neither passed, failed nor skipped (interrupted) count as failed too.
  const limbo =
    r.numTotalTests - r.numPassedTests - r.numFailedTests - r.numPendingTests - r.numTodoTests;
  const skipped = files.flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((a) => SKIPPED.has(a.status))
      .map((a) => `${f.name.replace(`${process.cwd()}/`, '')} > ${a.fullName ?? a.title}`),
  );
  const failures = files.flatMap((f) => {
    const file = f.name.replace(`${process.cwd()}/`, '');
    const tests = (f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `${file} > ${a.fullName ?? a.title} (${Math.round(a.duration ?? 0)} ms): ${firstLine(a.failureMessages?.[0])}`,
      );
    return tests.length || f.status !== 'failed' ? tests : [`${file}: ${firstLine(f.message)}`];
  });
  const notes = [];
  if (unloaded.length) notes.push(`${unloaded.length} file(s) failed to load`);
  if (limbo > 0) notes.push(`${limbo} test(s) did not finish`);
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + unloaded.length + Math.max(limbo, 0),
    skipped,
    failures,
    ran: r.numTotalTests,
    notes,
  };
}

function playwright(r) {
  const skipped = [];
  const failures = [];
  let ran = 0;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        ran += 1;
        const title = [...path, spec.title].filter(Boolean).join(' > ');
        if (test.status === 'skipped') skipped.push(title);
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${title}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  // Errors outside any test: a spec or the config that failed to load, a web server that did not
  // start. Each counts as one failure.
  const errors = (r.errors ?? []).length;
  for (const e of r.errors ?? []) failures.push(firstLine(e.message));
  return {
    passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
    failed: (r.stats?.unexpected ?? 0) + errors,
    skipped,
    failures,
    ran,
    notes: errors ? [`${errors} load error(s)`] : [],
  };
}

/** An error's first line without colours, at most 200 characters. */
function firstLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts ANSI colours
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);
}

let passed = 0;
let failed = 0;
for (const [name, kind] of suites) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) {
    console.log(`${name}: 0 passed, 1 failed (no report: the suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const s =
    kind === 'vitest'
      ? vitest(r)
      : kind === 'playwright'
        ? playwright(r)
        : {
            passed: r.passed,
            failed: r.failed,
            skipped: [],
            failures: [],
            ran: undefined,
            notes: [],
          };
  // A test suite that ran no test at all hides whatever it should have checked.
  if (s.ran === 0 && s.failed === 0) {
    s.failed = 1;
    s.notes.push('no test ran');
  }
  // A suite that exited non-zero with no failing test (an unhandled error outside any test,
  // .ci/run writes <suite>.failed) counts one failure.
  if (existsSync(join(dir, `${name}.failed`)) && s.failed === 0) {
    s.failed = 1;
    s.notes.push('an unhandled error');
  }
  const skippedPart = kind === 'check' ? '' : `, ${s.skipped.length} skipped`;
  const notes = s.notes.length ? ` (${s.notes.join('; ')})` : '';
  console.log(`${name}: ${s.passed} passed, ${s.failed} failed${skippedPart}${notes}`);
  for (const title of s.failures.slice(0, NAMED)) console.log(`  failed: ${title}`);
  if (s.failures.length > NAMED) console.log(`  … and ${s.failures.length - NAMED} more failed`);
  for (const title of s.skipped.slice(0, NAMED)) console.log(`  skipped: ${title}`);
  if (s.skipped.length > NAMED) console.log(`  … and ${s.skipped.length - NAMED} more skipped`);
  passed += s.passed;
  failed += s.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
