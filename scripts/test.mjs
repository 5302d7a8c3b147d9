// `npm test`: lint+format check, type check, unit and server tests, then browser tests.
// Stops at the first failing step; ends with one summary line of every test counted.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['lint and format (Biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['type check (tsc, strict)', 'npm', ['run', '--silent', 'typecheck']],
  [
    `unit and server tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite'}`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/unit.json`],
  ],
  [
    'browser tests (Playwright on Chromium, desktop and phone)',
    'node',
    ['--import', 'tsx', 'e2e/run.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/e2e.json` },
  ],
];

for (const [title, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    summary();
    process.exit(r.status ?? 1);
  }
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const unit = readReport('unit.json');
  if (unit) {
    // Vitest's JSON reporter (Jest's format).
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
    skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  }
  const e2e = readReport('e2e.json');
  if (e2e) {
    // Playwright's JSON reporter: expected = passed, unexpected = failed, flaky = passed on a retry.
    const stats = e2e.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
    // A run that broke outside any test (global setup, config) has errors but no failed test.
    if ((e2e.errors ?? []).length > 0 && !stats.unexpected) failed += 1;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function readReport(file) {
  const path = `${results}/${file}`;
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}
