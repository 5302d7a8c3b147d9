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
    'browser tests (Chromium)',
    'node',
    ['--import', 'tsx', 'e2e/run.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/e2e.json`],
  ],
];

for (const [title, cmd, args] of steps) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
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
  for (const file of ['unit.json', 'e2e.json']) {
    const path = `${results}/${file}`;
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
