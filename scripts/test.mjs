// `npm test`: installs what is missing, then runs every check — typecheck, lint (ESLint and the
// folder-cycle rule), unit and integration tests on PGlite, the server tests again on a real
// PostgreSQL server started here, the en/tr translation check, the web build, the web budgets
// (Lighthouse), the security suite, npm audit, short fault, load and cluster tests and the
// end-to-end tests in Chromium — and ends with one line `N passed, N failed`. Only Node built-ins
// until dependencies exist.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { freePort } from './lib/free-port.mjs';
import { startPostgres } from './lib/postgres-server.mjs';
import { runStatus } from './lib/run.mjs';
import { e2eBrowserPath } from './lib/chromium.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'foresight-test-'));
const results = [];

const startedAt = Date.now();
/** When the current part began: each part's time is printed, for the README's table of timings. */
let partStartedAt = startedAt;
const banner = (title) => {
  partStartedAt = Date.now();
  console.log(`\n━━ ${title} ━━`);
};
const minutes = (since, until = Date.now()) => `${((until - since) / 60_000).toFixed(1)} min`;
/** `failures` names what failed, repeated in the summary: CI keeps only the log's last lines. */
const record = (step, passed, failed, failures = [], took = minutes(partStartedAt)) => {
  results.push({ step, passed, failed, took, failures });
  console.log(`   ${step}: ${passed} passed, ${failed} failed (${took})`);
};

/** A whole command counts as one check. */
const check = async (step, command, args, env = {}) => {
  banner(step);
  const code = await runStatus(command, args, { cwd: root, env: { ...process.env, ...env } });
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
};

/** Runs a command with its output kept, resolving with its exit code, output and time taken. */
const runQuietly = (command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => resolve({ code, output, took: minutes(started) });
    child.on('error', (error) => ((output += `${error.message}\n`), done(127)));
    child.on('close', (code) => done(code ?? 1));
  });

/**
 * Whole-command checks run side by side, each printed whole once all have ended. Typecheck and
 * lint use one core each: one after the other they left the second core of a 2-core machine idle.
 */
const checksTogether = async (checks) => {
  const runs = await Promise.all(checks.map(([, command, args]) => runQuietly(command, args)));
  checks.forEach(([step], index) => {
    const { code, output, took } = runs[index];
    banner(step);
    if (output) process.stdout.write(output);
    record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, [], took);
  });
};

const firstLine = (text = '') => text.split('\n', 1)[0].slice(0, 200);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Vitest counts tests; a file that fails to load counts as one failure. */
const vitest = async (step, args, env = {}) => {
  banner(step);
  const out = path.join(reportDir, `${step.replace(/\W+/g, '-')}.json`);
  const code = await runStatus(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    { cwd: root, env: { ...process.env, ...env } },
  );
  const report = readJson(out);
  if (!report) return record(step, 0, 1);
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed =
    report.numFailedTests +
    brokenFiles +
    (code !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  const failedTests = report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      return [`${name} (did not load)`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
  // Vitest also exits non-zero on an unhandled error outside any test: say so, as it names none.
  const failures =
    code !== 0 && failedTests.length === 0
      ? [
          `exit code ${code} with no failed test: an unhandled error (search the log for "Unhandled")`,
        ]
      : failedTests;
  record(step, report.numPassedTests, failed, failures);
};

/** The browser's own version line: results differ between Chromium releases (issue 17). */
const browserVersion = () => {
  try {
    const version = execFileSync(e2eBrowserPath, ['--version'], { encoding: 'utf8' }).trim();
    return `${version} (${e2eBrowserPath})`;
  } catch {
    return `unknown (${e2eBrowserPath} --version failed)`;
  }
};

/** `npm audit`: exit 2 means the registry's audit endpoint did not answer; said, never a pass. */
const audit = async (step) => {
  banner(step);
  const code = await runStatus(bin('tsx'), ['scripts/quality/security-audit.ts'], { cwd: root });
  if (code === 2) return console.log(`   ${step}: not checked (see above), counted neither way`);
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
};

/** Titles of the tests that failed or passed only on retry, walking Playwright's nested suites. */
const playwrightFailures = (report) => {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          found.push(
            `${[...titles, spec.title].join(' › ')} (${test.status === 'flaky' ? 'flaky' : 'failed'})`,
          );
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return found;
};

const playwright = async (step) => {
  banner(step);
  console.log(`   browser: ${browserVersion()}`);
  const out = path.join(reportDir, 'e2e.json');
  const port = await freePort();
  const code = await runStatus(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: root,
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_PORT: String(port),
    },
  });
  const stats = readJson(out)?.stats;
  if (!stats) return record(step, 0, 1);
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record(step, stats.expected + stats.flaky, failed, playwrightFailures(readJson(out)));
};

const main = async () => {
  await ensureDependencies(root);
  await ensureSystemPackages();

  // The web build runs beside typecheck and lint: the type-aware lint outlasts the typecheck by more
  // than a minute, leaving a core free. Its failure is kept until the build's turn below (an
  // unobserved rejection would end this script at once).
  const webBuild = ensureWebBuild(root).then(
    () => null,
    (error) => error,
  );
  await checksTogether([
    ['typecheck', bin('tsc'), ['-p', '.']],
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
    // No folder of src/server or src/web imports another that imports it back (.dependency-cruiser.mjs).
    [
      'lint: folder cycles',
      bin('depcruise'),
      ['--config', '.dependency-cruiser.mjs', 'src/server', 'src/web'],
    ],
    ['translations (en/tr)', bin('tsx'), ['scripts/quality/i18n-check.ts']],
  ]);
  await vitest('unit and integration (PGlite)', []);

  banner('PostgreSQL server');
  const postgres = await startPostgres();
  console.log(`   started ${postgres.version} at ${postgres.url}`);
  try {
    await vitest(
      'server integration (PostgreSQL)',
      ['--project', 'node', '--project', 'node-mocking', 'src/server'],
      {
        TEST_DATABASE_URL: postgres.url,
      },
    );
  } finally {
    postgres.stop();
  }

  banner('web build');
  const buildError = await webBuild;
  if (buildError) throw buildError;
  // Lighthouse on the main pages while the machine has nothing else to do (scripts/quality/web-budgets.ts):
  // every target judged, performance too. A page that misses is measured twice more and judged on
  // its best performance (the desktop preset does not throttle the CPU, so other work on the
  // machine can only lower a score; docs/web-budgets.md).
  await check('web budgets (Lighthouse, desktop)', bin('tsx'), [
    'scripts/quality/web-budgets.ts',
    '--dist',
    'dist/web',
  ]);
  // The attack cases of ../shared/docs/security.md against the real server (serving dist/web).
  await vitest('security (attack cases)', ['--config', 'vitest.security.config.ts']);
  await audit('npm audit (production, high and critical)');
  // Short runs of the fault and load tests; `npm run test:faults` and `npm run test:load` run the
  // full ones (10 kills, 60 s of load, latency judged).
  await check('faults (short: 3 kills per database, outages, full disk)', bin('tsx'), [
    'scripts/quality/fault-test.ts',
    '--kills',
    '3',
  ]);
  await check('load (short: 15 s mix, 8 s floods, latency reported)', bin('tsx'), [
    'scripts/quality/load-test.ts',
    '--seconds',
    '15',
    '--figures-only-latency',
  ]);
  // Three built servers on one PostgreSQL behind nginx: journeys through a rolling restart and a
  // kill -9 (`npm run test:cluster` runs 30 s phases).
  await check('cluster (short: 3 servers, nginx, 8 s phases)', bin('tsx'), [
    'scripts/quality/cluster-test.ts',
    '--seconds',
    '8',
    '--journeys',
    '3',
  ]);
  await playwright('end-to-end (Chromium)');
};

try {
  await main();
} catch (error) {
  console.error(`\n${error.message}`);
  results.push({ step: 'setup', passed: 0, failed: 1 });
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\nSummary:');
for (const result of results) {
  console.log(
    `  ${result.failed ? '✗' : '✓'} ${result.step}: ${result.passed} passed, ${result.failed} failed${result.took ? ` (${result.took})` : ''}`,
  );
  for (const failure of result.failures ?? []) console.log(`      · ${failure}`);
}
console.log(`  in all: ${minutes(startedAt)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
