// `npm test`: every suite — unit and API tests, then the browser tests in Debian's Chromium —
// ending with one "N passed, N failed" line over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const FIX = 'apt-get update && apt-get install -y chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log(`Chromium is missing: installing Debian's package (${FIX})`);
    if (run('sh', ['-c', `${FIX} -qq >/dev/null`]) === 0 && existsSync(CHROMIUM)) return;
  }
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo ${FIX}`,
  );
  process.exit(1);
}

ensureChromium();
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

const reports = mkdtempSync(path.join(tmpdir(), 'spaak-test-'));
// TEST_DATABASE_URL (set by .ci/run when PostgreSQL answers) adds a pass of the database
// suites against PostgreSQL; the default pass uses the embedded database.
const embedded = { ...process.env, DATABASE_URL: '' };
const suites = [
  { name: 'unit and API (embedded database)', args: [], env: embedded },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'database (PostgreSQL)',
          args: ['src/server'],
          env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL },
        },
      ]
    : []),
  { name: 'browser', args: ['--config', 'vitest.e2e.config.ts'], env: embedded },
];
let passed = 0;
let failed = 0;
// A file whose setup fails fails none of its tests (they do not run), so it is counted apart.
let failedFiles = 0;
let exitCode = 0;
for (const [index, suite] of suites.entries()) {
  const report = path.join(reports, `${index}.json`);
  console.log(`\n▶ ${suite.name} tests`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...suite.args,
      ...process.argv.slice(2),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env: suite.env },
  );
  if (status !== 0) exitCode = status;
  if (existsSync(report)) {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    failedFiles += results.testResults.filter((file) => file.status === 'failed').length;
  } else {
    failed += 1;
  }
}
rmSync(reports, { recursive: true, force: true });
const filesLine = failedFiles > 0 ? ` (${failedFiles} test file(s) failed)` : '';
console.log(`\n${passed} passed, ${failed} failed${filesLine}`);
process.exit(exitCode || (failed + failedFiles > 0 ? 1 : 0));
