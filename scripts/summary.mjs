// Prints what the test command ran: one row per suite and a closing 'N passed, N failed' line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const rows = [];

// Every workspace's Vitest run: packages/*, apps/* and e2e (its flows against the real service).
const workspaces = [
  ...['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => `${group}/${name}`),
  ),
  'e2e',
];
for (const workspace of workspaces) {
  const file = join(root, workspace, 'reports', 'vitest.json');
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rows.push({
    suite: `${workspace} (vitest)`,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}
for (const [report, suite] of [
  ['playwright.json', 'e2e (playwright, chromium)'],
  ['storybook.json', 'storybook a11y (playwright)'],
]) {
  const file = join(root, 'e2e', 'reports', report);
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  rows.push({
    suite,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  });
}

// The node:test suites outside the workspaces' Vitest runs: their JUnit reports, one <testcase>
// per test. The bench's own tests (scripts/perf), and those of the repository checks
// (scripts/checks, e.g. the import-cycle check).
for (const [dir, suite] of [
  ['perf', 'scripts/perf (node:test)'],
  ['checks', 'scripts/checks (node:test)'],
]) {
  const file = join(root, 'scripts', dir, 'reports', 'node-test.xml');
  if (!existsSync(file)) continue;
  const cases = readFileSync(file, 'utf8').split('<testcase ').slice(1);
  const failed = cases.filter((c) => /^[^>]*>\s*<failure/.test(c)).length;
  const skipped = cases.filter((c) => /^[^>]*>\s*<skipped/.test(c)).length;
  rows.push({ suite, passed: cases.length - failed - skipped, failed, skipped });
}

{
  // The consumer suite (scripts/consumer/run.mjs): one row, each of its checks counted as a test.
  const file = join(root, 'scripts', 'consumer', 'reports', 'consumer.json');
  if (existsSync(file)) {
    const { passed, failed } = JSON.parse(readFileSync(file, 'utf8'));
    rows.push({ suite: 'consumer (npm, pnpm, chromium)', passed, failed, skipped: 0 });
  }
}

const total = rows.reduce(
  (sum, row) => ({
    passed: sum.passed + row.passed,
    failed: sum.failed + row.failed,
    skipped: sum.skipped + row.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nsuite                                   passed  failed  skipped');
for (const row of rows) {
  console.log(
    `${row.suite.padEnd(40)}${String(row.passed).padStart(6)}${String(row.failed).padStart(8)}${String(row.skipped).padStart(9)}`,
  );
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.passed === 0 || total.failed > 0) process.exit(1);
