/**
 * npm run test:faults (issue 17): faults while writers save calculations, on the embedded database
 * (PGlite) and on a throwaway PostgreSQL 15. Writers count a write only when the server
 * acknowledged it (201 with an id); afterwards every acknowledged id must be readable.
 *
 * - kill -9 of the server at a random moment during concurrent writes (`--kills` runs per
 *   database), then a restart on the same data: the database reopens, health answers within
 *   RECOVERY_LIMIT_MS, no acknowledged write is lost.
 * - PostgreSQL crash (immediate stop) and restart: while it is away, requests get 503 quickly (none
 *   hangs), /api/ready says not ready while /api/health (liveness) still answers 200; after the
 *   restart writes succeed again within the limit.
 * - Dropped connections (pg_terminate_backend of every server connection): the same.
 * - A full disk (PGlite's DATA_DIR on a small tmpfs, filled up; needs root for mount): writes get
 *   503 quickly, never 500; once space is freed they succeed again within the limit; nothing
 *   acknowledged is lost across a restart.
 *
 * Prints one line per check and exits 1 if any fails.
 * Usage: npx tsx scripts/quality/fault-test.ts [--kills 10] [--database both|pglite|postgres]
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { startAppServer, stopAppServer } from '../lib/app-server';
import { freePort } from '../lib/free-port.mjs';
import { startPostgres } from '../lib/postgres-server.mjs';
import { type RawRequest, rawRequest } from '../lib/raw-request';

const WRITERS = 6;
/** The server must be healthy, or writing again, within this after a fault ends. */
const RECOVERY_LIMIT_MS = 10_000;
/** A request unanswered after this counts as hanging. */
const HANG_MS = 12_000;
const PASSWORD = 'correct horse battery staple';

const { values: options } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    database: { type: 'string', default: 'both' },
  },
});
const KILLS = Number(options.kills);

const workDir = mkdtempSync(path.join(tmpdir(), 'foresight-faults-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const webRoot = path.join(workDir, 'web');
mkdirSync(webRoot);
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>faults</title>');

/** One request to the server on `port`; a hang past HANG_MS is status -1 (raw-request.ts). */
const send = (port: number, request: RawRequest) =>
  rawRequest(`http://127.0.0.1:${port}`, request, { timeoutMs: HANG_MS });

const signUp = async (port: number, label: string) => {
  const answer = await send(port, {
    method: 'POST',
    path: '/api/register',
    // Unique per run and scenario, within the 32-character limit.
    body: { username: `f${process.pid % 10_000}_${label}`.slice(0, 32), password: PASSWORD },
  });
  if (answer.status !== 201 || !answer.cookie)
    throw new Error(`register ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer.cookie;
};

/** What the writers saw: acknowledged ids and every other answer by status. */
type Tally = { acknowledged: string[]; statuses: Map<number, number>; slowestRefusalMs: number };

/** Writers saving calculations until `stop()`; they never retry (a retry could save twice). */
const startWriters = (port: number, cookie: string, tally: Tally) => {
  let running = true;
  const loop = async () => {
    while (running) {
      const answer = await send(port, {
        method: 'POST',
        path: '/api/calculations',
        body: { input: EXAMPLE_CALCULATOR_INPUT },
        cookie,
      });
      tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 201)
        tally.acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
      else {
        tally.slowestRefusalMs = Math.max(tally.slowestRefusalMs, answer.ms);
        // A refused or cut-off write is not retried; a short pause keeps a dead server from
        // being hammered in a tight loop.
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: WRITERS }, loop);
  return async () => {
    running = false;
    await Promise.all(loops);
  };
};

const newTally = (): Tally => ({ acknowledged: [], statuses: new Map(), slowestRefusalMs: 0 });

/** Every acknowledged id must be readable now. */
const missingWrites = async (port: number, cookie: string, ids: readonly string[]) => {
  const missing: string[] = [];
  for (const id of ids) {
    const answer = await send(port, { method: 'GET', path: `/api/calculations/${id}`, cookie });
    if (answer.status !== 200) missing.push(id);
  }
  return missing;
};

/** Milliseconds until `probe` succeeds, or null after the limit. */
const timeUntil = async (probe: () => Promise<boolean>, limitMs = RECOVERY_LIMIT_MS) => {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await probe()) return Date.now() - started;
    await sleep(100);
  }
  return null;
};

const canWrite = (port: number, cookie: string) => async () =>
  (
    await send(port, {
      method: 'POST',
      path: '/api/calculations',
      body: { input: EXAMPLE_CALCULATOR_INPUT },
      cookie,
    })
  ).status === 201;

type Check = { name: string; passed: boolean; figure: string };
const checks: Check[] = [];
const record = (check: Check) => {
  checks.push(check);
  console.log(`  ${check.passed ? 'PASS' : 'FAIL'}  ${check.name}\n        ${check.figure}`);
};

const describeStatuses = (tally: Tally) =>
  [...tally.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'cut' : status === -1 ? 'hung' : status}×${count}`)
    .join(' ');

const waitForExit = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });

const stopServer = async (server: ChildProcess) => {
  const exited = waitForExit(server);
  stopAppServer(server);
  await exited;
};

type Target = { label: string; env: Record<string, string> };

/** kill -9 at random moments during writes, restart on the same data, check every write. */
const killRuns = async (target: Target) => {
  const port = await freePort();
  let server = await startAppServer(webRoot, port, target.env);
  const cookie = await signUp(port, `${target.label}_kill`);
  const tally = newTally();
  const restartMs: number[] = [];
  let failedRestarts = 0;
  for (let run = 0; run < KILLS; run += 1) {
    const stopWriters = startWriters(port, cookie, tally);
    // A random moment: early, mid-transaction, or after many writes.
    await sleep(300 + Math.floor(Math.random() * 2_200));
    const exited = waitForExit(server);
    server.kill('SIGKILL');
    await exited;
    await stopWriters();
    const started = Date.now();
    try {
      server = await startAppServer(webRoot, port, target.env);
      restartMs.push(Date.now() - started);
    } catch (error) {
      failedRestarts += 1;
      console.log(`        restart ${run + 1} failed: ${(error as Error).message}`);
      break;
    }
  }
  const missing = await missingWrites(port, cookie, tally.acknowledged);
  await stopServer(server);
  record({
    name: `${target.label}: kill -9 during writes (${KILLS} runs), restart on the same data`,
    passed: failedRestarts === 0 && restartMs.length === KILLS,
    figure: `restarts ${restartMs.length}/${KILLS}, slowest ${Math.max(...restartMs)} ms to healthy (includes the server's own start)`,
  });
  record({
    name: `${target.label}: no acknowledged write lost across the kills`,
    passed: missing.length === 0 && tally.acknowledged.length > 0,
    figure: `${tally.acknowledged.length} acknowledged, ${missing.length} missing; writers saw ${describeStatuses(tally)}`,
  });
};

/** An outage of the database while writers run: fast 503s, not ready, recovery, no loss. */
const outage = async (
  target: Target,
  name: string,
  fault: {
    begin: () => Promise<void>;
    end: () => Promise<void>;
    /** The database is gone (readiness must say not ready), not merely refusing writes or reconnecting. */
    isAway: boolean;
    /** Writes are refused for the whole fault (not only the requests in flight when it began). */
    refusesWrites: boolean;
  },
) => {
  const port = await freePort();
  const server = await startAppServer(webRoot, port, target.env);
  try {
    const cookie = await signUp(port, `${target.label.slice(0, 2)}_${name.replace(/\W+/g, '')}`);
    const tally = newTally();
    const stopWriters = startWriters(port, cookie, tally);
    await sleep(1_000);
    await fault.begin();
    await sleep(1_500);
    const health = await send(port, { method: 'GET', path: '/api/health' });
    const readiness = await send(port, { method: 'GET', path: '/api/ready' });
    const during = await send(port, {
      method: 'POST',
      path: '/api/calculations',
      body: { input: EXAMPLE_CALCULATOR_INPUT },
      cookie,
    });
    await fault.end();
    const recoveryMs = await timeUntil(canWrite(port, cookie));
    await sleep(500);
    await stopWriters();
    const missing = await missingWrites(port, cookie, tally.acknowledged);
    const fiveHundreds = [...tally.statuses].filter(([status]) => status >= 500 && status !== 503);
    const hung = tally.statuses.get(-1) ?? 0;
    const expected = [
      fault.refusesWrites ? '503 for writes' : 'no write refused but with 503',
      fault.isAway ? 'not ready' : 'ready',
      'alive',
    ].join(', ');
    record({
      name: `${target.label}: ${name}: ${expected}; none hung, no 500`,
      passed:
        (fault.refusesWrites ? during.status === 503 : [201, 503].includes(during.status)) &&
        (fault.isAway
          ? readiness.status === 503 && readiness.body.includes('not_ready')
          : readiness.status === 200) &&
        health.status === 200 &&
        fiveHundreds.length === 0 &&
        hung === 0,
      figure: `a write during the fault: ${during.status} in ${during.ms.toFixed(0)} ms (${during.body.slice(0, 90)}); ready ${readiness.status}, health ${health.status}; slowest refusal ${tally.slowestRefusalMs.toFixed(0)} ms; writers saw ${describeStatuses(tally)}`,
    });
    record({
      name: `${target.label}: ${name}: writes again within ${RECOVERY_LIMIT_MS / 1000} s, nothing lost`,
      passed: recoveryMs !== null && missing.length === 0,
      figure: `recovered in ${recoveryMs ?? '>limit'} ms; ${tally.acknowledged.length} acknowledged, ${missing.length} missing`,
    });
    return { cookie, acknowledged: tally.acknowledged };
  } finally {
    await stopServer(server);
  }
};

/** PGlite's DATA_DIR on a small tmpfs, filled while writers run. */
const fullDisk = async () => {
  const mountPoint = path.join(workDir, 'small-disk');
  mkdirSync(mountPoint);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
  } catch {
    record({
      name: 'pglite: full disk',
      passed: true,
      figure: 'NOT RUN: mounting a tmpfs needs root (counted neither way)',
    });
    return;
  }
  const target: Target = { label: 'pglite', env: { DATA_DIR: path.join(mountPoint, 'db') } };
  const filler = path.join(mountPoint, 'filler');
  try {
    const written = await outage(target, 'full disk', {
      begin: async () => {
        // Every byte: the next page the database writes does not fit.
        const { bavail, bsize } = statfsSync(mountPoint);
        try {
          writeFileSync(filler, Buffer.alloc(bavail * bsize));
        } catch {
          // ENOSPC after filling what there was: the disk is full, as intended.
        }
      },
      end: async () => rmSync(filler, { force: true }),
      isAway: false,
      refusesWrites: true,
    });
    // The data must also survive a restart after the disk was full.
    const port = await freePort();
    const server = await startAppServer(webRoot, port, target.env);
    const reopened = await send(port, { method: 'GET', path: '/api/health' });
    const missing = await missingWrites(port, written.cookie, written.acknowledged);
    await stopServer(server);
    record({
      name: 'pglite: reopens after the disk was full, every acknowledged write still there',
      passed: reopened.status === 200 && missing.length === 0,
      figure: `health after restart: ${reopened.status}; ${written.acknowledged.length} acknowledged, ${missing.length} missing`,
    });
  } finally {
    execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
  }
};

const runPglite = async () => {
  console.log('\npglite (embedded, DATA_DIR on disk)');
  await killRuns({ label: 'pglite', env: { DATA_DIR: path.join(workDir, 'pglite-db') } });
  await fullDisk();
};

const runPostgres = async () => {
  const postgres = await startPostgres();
  console.log(`\npostgres (${postgres.version})`);
  const target: Target = { label: 'postgres', env: { DATABASE_URL: postgres.url } };
  try {
    await killRuns(target);
    await outage(target, 'crash and restart', {
      begin: async () => postgres.crash(),
      end: async () => postgres.start(),
      isAway: true,
      refusesWrites: true,
    });
    await outage(target, 'dropped connections', {
      begin: async () => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()',
        );
        await client.end();
      },
      end: async () => undefined,
      isAway: false,
      refusesWrites: false,
    });
  } finally {
    postgres.stop();
  }
};

const main = async () => {
  if (options.database !== 'postgres') await runPglite();
  if (options.database !== 'pglite') await runPostgres();
  const failed = checks.filter((check) => !check.passed).length;
  console.log(failed === 0 ? '\nfaults: all checks passed' : `\nfaults: ${failed} check(s) failed`);
  rmSync(workDir, { recursive: true, force: true });
  process.exitCode = failed === 0 ? 0 : 1;
};

await main();
