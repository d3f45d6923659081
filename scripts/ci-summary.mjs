// Totals the JSON reports of every suite .ci/run ran into one "N passed, N failed" line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.vitest-results';
const suites = [
  ['unit', 'vitest'],
  ['pg', 'vitest'],
  ['logs', 'check'],
  ['e2e', 'playwright'],
  ['check', 'check'],
];
/** Vitest counts tests; a file that failed to load has none, so it counts as one failure. */
const unloaded = (r) =>
  (r.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.length).length;
let passed = 0;
let failed = 0;
for (const [name, kind] of suites) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const [p, f] =
    kind === 'vitest'
      ? [
          r.numPassedTests,
          r.numFailedTests +
            unloaded(r) +
            (r.numTotalTests -
              r.numPassedTests -
              r.numFailedTests -
              r.numPendingTests -
              r.numTodoTests),
        ]
      : kind === 'check'
        ? [r.passed, r.failed]
        : [r.stats.expected + r.stats.flaky, r.stats.unexpected];
  // A suite that exited non-zero with no failing test (an unhandled error outside any test,
  // .ci/run writes <suite>.failed) counts one failure.
  const stray = existsSync(join(dir, `${name}.failed`)) && f === 0 ? 1 : 0;
  console.log(`${name}: ${p} passed, ${f + stray} failed${stray ? ' (an unhandled error)' : ''}`);
  passed += p;
  failed += f + stray;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
