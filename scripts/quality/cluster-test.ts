/**
 * npm run test:cluster (issue 33): the README's promise that a site outgrowing one machine runs
 * several servers behind a load balancer against one PostgreSQL, tried as an operator would.
 *
 * Builds the app and assembles a production install (dist/, content/ and node_modules with
 * production dependencies only: scripts/lib/production-tree.mjs), starts a throwaway PostgreSQL 15,
 * SERVERS built app servers at once on its empty database (under a supervisor that restarts a
 * server that exits, as systemd's Restart= does), and Debian's nginx on loopback in front of them
 * with deploy/nginx/foresight-locations.conf. Then, phase by phase, with user journeys (register,
 * sign in, save calculations, spend tokens with an idempotency key, share and open a link) running
 * through nginx beside predictions (autocannon) and simulations from many addresses
 * (scripts/lib/cluster-load.mjs):
 *
 * - steady: nothing happens to the servers;
 * - rolling restart: deploy/rolling-restart.sh restarts every server in turn (out of nginx,
 *   SIGTERM, drain, start, ready, back in); not one journey may fail;
 * - kill -9: one server is killed mid-traffic and comes back; journeys may fail then, but every
 *   acknowledged write must be there afterwards, no spend charged twice, every balance equal to
 *   its ledger.
 *
 * And: a session made on one server works on every other; a login flood from one client spread
 * over the servers is limited as one; the app sees (and logs) the client's address, not nginx's;
 * every 5xx is the app's own error body (the simulation queue's 503s with a Retry-After). Prints
 * requests, errors and p99 for each phase, one line per check, and exits 1 if any check fails.
 *
 * Usage: npx tsx scripts/quality/cluster-test.ts [--seconds 30] [--journeys 4] [--servers 3]
 *        [--simulation-connections 12] [--without-nginx-step] [--keep]
 *        (npm test runs --seconds 8 --journeys 3)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { freePort } from '../lib/free-port.mjs';
import { latencyPercentiles } from '../lib/latency-percentiles.mjs';
import { startPostgres } from '../lib/postgres-server.mjs';
import { variedPredictInputs } from '../lib/predict-inputs';
import { assembleProductionTree } from '../lib/production-tree.mjs';
import { NGINX_PATHS } from '../lib/system-packages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    journeys: { type: 'string', default: '4' },
    'simulation-connections': { type: 'string', default: '12' },
    /**
     * Restart each server with SIGTERM alone, without taking it out of nginx first: shows what
     * deploy/rolling-restart.sh's nginx step saves (the check then says what failed).
     */
    'without-nginx-step': { type: 'boolean', default: false },
    /** Keep the logs (servers', nginx's) and the production install even when every check passed. */
    keep: { type: 'boolean', default: false },
    servers: { type: 'string', default: '3' },
  },
});
const PHASE_SECONDS = Number(options.seconds);
const JOURNEY_WORKERS = Number(options.journeys);
const SERVERS = Number(options.servers);
/** Simulations in flight at once: several per server, so the queues fill now and then. */
const SIMULATION_CONNECTIONS = Number(options['simulation-connections']);
const PUBLIC_HOST = 'foresight.test';
const PASSWORD = 'correct horse battery staple';
const REQUEST_TIMEOUT_MS = 15_000;
const READY_LIMIT_MS = 120_000;
/** Like systemd's RestartSec: a server that exits is started again after this. */
const RESTART_DELAY_MS = 300;
const NGINX = NGINX_PATHS.find((file) => existsSync(file));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), 'foresight-cluster-'));
// nginx's workers run as an unprivileged user: they must reach their temporary folders.
chmodSync(work, 0o755);

type Check = { name: string; passed: boolean; figure: string };
const checks: Check[] = [];
const record = (check: Check) => {
  checks.push(check);
  console.log(`  ${check.passed ? 'PASS' : 'FAIL'}  ${check.name}\n        ${check.figure}`);
};

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────

type Answer = {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
  json: () => Record<string, unknown>;
};

/**
 * One request as a browser on `localAddress` makes it (same origin, JSON, the public host name),
 * on a connection of its own. Status 0: the connection failed; -1: no answer in time.
 */
const send = (
  port: number,
  request: {
    method: string;
    path: string;
    body?: unknown;
    cookie?: string | null;
    headers?: Record<string, string>;
    localAddress?: string;
  },
): Promise<Answer> =>
  new Promise((resolve) => {
    const started = performance.now();
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const done = (status: number, text = '', headers: http.IncomingHttpHeaders = {}) =>
      resolve({
        status,
        body: text,
        headers,
        ms: performance.now() - started,
        json: () => JSON.parse(text) as Record<string, unknown>,
      });
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        ...(request.localAddress ? { localAddress: request.localAddress } : {}),
        headers: {
          host: PUBLIC_HOST,
          'sec-fetch-site': 'same-origin',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(request.cookie ? { cookie: request.cookie } : {}),
          ...request.headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(response.statusCode ?? 0, text, response.headers));
        response.on('error', () => done(0));
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      done(-1);
    });
    outgoing.on('error', () => done(0));
    outgoing.end(body);
  });

const sessionCookieOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?session=./.test(pair)) ?? null;

// ── App servers under a supervisor ────────────────────────────────────────────────────────────

type AppServer = { port: number; process: ChildProcess | null; starts: number; exits: string[] };

const appDir = path.join(work, 'app');
const runDir = path.join(work, 'run');
mkdirSync(runDir);
const logLines: Array<Record<string, unknown>> = [];
const serverLog = createWriteStream(path.join(work, 'servers.log'));
let supervising = true;

/** Starts the built server (`node dist/server/main.js`) of the production install on `port`. */
const launch = (server: AppServer, databaseUrl: string) => {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(server.port),
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: `https://${PUBLIC_HOST}`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.process = child;
  server.starts += 1;
  writeFileSync(path.join(runDir, `server-${server.port}.pid`), String(child.pid));
  let pending = '';
  const take = (chunk: Buffer) => {
    serverLog.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      if (line.startsWith('{')) {
        try {
          logLines.push({ ...(JSON.parse(line) as Record<string, unknown>), port: server.port });
        } catch {
          // Not a log line.
        }
      }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  child.once('exit', (code, signal) => {
    server.exits.push(signal ?? `code ${code}`);
    if (server.process === child) server.process = null;
    if (supervising) setTimeout(() => supervising && launch(server, databaseUrl), RESTART_DELAY_MS);
  });
};

const isReady = async (port: number) =>
  (await send(port, { method: 'GET', path: '/api/ready' })).status === 200;

const waitReady = async (port: number, limitMs = READY_LIMIT_MS) => {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await isReady(port)) return Date.now() - started;
    await sleep(100);
  }
  return null;
};

// ── nginx ─────────────────────────────────────────────────────────────────────────────────────

const nginxDir = path.join(work, 'nginx');
const nginxConf = path.join(nginxDir, 'nginx.conf');
const upstreamFile = path.join(nginxDir, 'foresight-upstream.conf');
const nginxPid = path.join(nginxDir, 'nginx.pid');
const nginxArgs = ['-p', nginxDir, '-c', nginxConf];
const upstreamEnv = {
  FORESIGHT_UPSTREAM_FILE: upstreamFile,
  NGINX_BIN: NGINX ?? 'nginx',
  NGINX_ARGS: nginxArgs.join(' '),
  NGINX_PID_FILE: nginxPid,
};

/** nginx with the reference proxy settings; the upstream file as deploy/ ships it, ports changed. */
const startNginx = (port: number, serverPorts: readonly number[]) => {
  mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
  chmodSync(path.join(nginxDir, 'temp'), 0o777);
  const shipped = readFileSync(path.join(ROOT, 'deploy/nginx/foresight-upstream.conf'), 'utf8');
  let next = 0;
  writeFileSync(
    upstreamFile,
    shipped.replace(/127\.0\.0\.1:\d+/g, () => `127.0.0.1:${serverPorts[next++] ?? 0}`),
  );
  if (next !== serverPorts.length)
    throw new Error(`deploy/nginx/foresight-upstream.conf lists ${next} servers, not ${SERVERS}`);
  const temp = (name: string) => `${name}_temp_path ${path.join(nginxDir, 'temp', name)};`;
  writeFileSync(
    nginxConf,
    [
      'worker_processes 2;',
      `pid ${nginxPid};`,
      `error_log ${path.join(nginxDir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${path.join(nginxDir, 'access.log')};`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      '  # As deploy/nginx/foresight.conf, on plain HTTP on loopback (no certificate here).',
      `  upstream foresight_app { include ${upstreamFile}; keepalive 16; }`,
      `  server {`,
      `    listen 127.0.0.1:${port};`,
      `    server_name ${PUBLIC_HOST};`,
      `    include ${path.join(ROOT, 'deploy/nginx/foresight-locations.conf')};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  if (!NGINX) throw new Error('nginx not found: install it (Debian: apt-get install -y nginx)');
  execFileSync(NGINX, nginxArgs, { stdio: 'pipe' });
};

const stopNginx = () => {
  if (!existsSync(nginxPid) || !NGINX) return;
  try {
    execFileSync(NGINX, [...nginxArgs, '-s', 'quit'], { stdio: 'pipe' });
  } catch {
    // Already gone.
  }
};

// ── Journeys ──────────────────────────────────────────────────────────────────────────────────

type Acknowledged = {
  calculations: string[];
  reports: string[];
  /** Users and the idempotency key of the spend each sent (answered or not). */
  spends: Array<{ userId: string; key: string; answered: boolean }>;
  users: string[];
};
type JourneyTally = {
  journeys: number;
  failed: number;
  failures: string[];
  latencies: number[];
  requests: number;
  errors: number;
};

const newJourneyTally = (): JourneyTally => ({
  journeys: 0,
  failed: 0,
  failures: [],
  latencies: [],
  requests: 0,
  errors: 0,
});

let journeyAddress = 0;
/** A client address of its own per journey: the per-network limits (20 sign-ups an hour) apply. */
const nextJourneyAddress = () => {
  journeyAddress += 1;
  return `127.66.${(journeyAddress >> 8) & 255}.${journeyAddress & 255 || 1}`;
};

class JourneyFailed extends Error {}

/** One visitor's journey through nginx; every write it was answered for is acknowledged. */
const journey = async (port: number, tally: JourneyTally, acknowledged: Acknowledged) => {
  const localAddress = nextJourneyAddress();
  const call = async (
    step: string,
    expected: number,
    request: Parameters<typeof send>[1],
  ): Promise<Answer> => {
    const answer = await send(port, { ...request, localAddress });
    tally.requests += 1;
    tally.latencies.push(answer.ms);
    if (answer.status <= 0) tally.errors += 1;
    if (answer.status !== expected)
      throw new JourneyFailed(`${step}: ${answer.status} ${answer.body.slice(0, 160)}`);
    return answer;
  };
  const username = `c${process.pid % 10_000}_${randomUUID().slice(0, 12)}`;
  const registered = await call('register', 201, {
    method: 'POST',
    path: '/api/register',
    body: { username, password: PASSWORD },
  });
  const userId = String(registered.json().id);
  acknowledged.users.push(userId);
  const signedIn = await call('sign in', 200, {
    method: 'POST',
    path: '/api/login',
    body: { username, password: PASSWORD },
  });
  const cookie = sessionCookieOf(signedIn);
  if (!cookie) throw new JourneyFailed('sign in: no session cookie');
  await call('who am I', 200, { method: 'GET', path: '/api/user', cookie });
  const ids: string[] = [];
  for (const title of ['First idea', 'Second idea']) {
    const saved = await call('save a calculation', 201, {
      method: 'POST',
      path: '/api/calculations',
      body: { input: EXAMPLE_CALCULATOR_INPUT, title },
      cookie,
    });
    const id = String(saved.json().id);
    acknowledged.calculations.push(id);
    ids.push(id);
  }
  const list = await call('list calculations', 200, {
    method: 'GET',
    path: '/api/calculations',
    cookie,
  });
  for (const id of ids)
    if (!list.body.includes(id)) throw new JourneyFailed(`list calculations: ${id} missing`);
  const business = await call('create a business', 201, {
    method: 'POST',
    path: '/api/businesses',
    body: { name: 'Corner bakery', inputs: EXAMPLE_CALCULATOR_INPUT },
    cookie,
  });
  // A paid analysis (5 tokens) with an idempotency key; an answer that never arrived is tried
  // again with the same key, as the web app's "Try again" does, on whichever server nginx picks.
  const key = randomUUID();
  const spend = { userId, key, answered: false };
  acknowledged.spends.push(spend);
  const spendOnce = () =>
    send(port, {
      method: 'POST',
      path: '/api/analysis-reports',
      body: { businessId: String(business.json().id) },
      cookie,
      headers: { 'idempotency-key': key },
      localAddress,
    });
  let report = await spendOnce();
  for (let retry = 0; retry < 3 && [0, -1, 502, 503, 504].includes(report.status); retry += 1) {
    await sleep(500);
    report = await spendOnce();
  }
  tally.requests += 1;
  tally.latencies.push(report.ms);
  if (report.status !== 201)
    throw new JourneyFailed(`spend tokens: ${report.status} ${report.body.slice(0, 160)}`);
  spend.answered = true;
  const reportId = String(report.json().id);
  acknowledged.reports.push(reportId);
  const again = await call('spend again with the same key', 201, {
    method: 'POST',
    path: '/api/analysis-reports',
    body: { businessId: String(business.json().id) },
    cookie,
    headers: { 'idempotency-key': key },
  });
  if (again.json().id !== reportId) throw new JourneyFailed('the same key made a second report');
  const tokens = await call('read the balance', 200, {
    method: 'GET',
    path: '/api/tokens',
    cookie,
  });
  if (tokens.json().balance !== 5)
    throw new JourneyFailed(`balance ${String(tokens.json().balance)}, expected 10 - 5`);
  const shared = await call('share', 201, {
    method: 'POST',
    path: `/api/calculations/${ids[0]}/share`,
    cookie,
  });
  const opened = await call('open the link', 200, {
    method: 'GET',
    path: `/api/shared/${String(shared.json().token)}`,
  });
  if (!opened.body.includes('First idea')) throw new JourneyFailed('open the link: wrong title');
};

/** Journey workers until `stop()`; each failure is counted with the step that failed. */
const startJourneys = (port: number, acknowledged: Acknowledged) => {
  const tally = newJourneyTally();
  let running = true;
  const worker = async () => {
    while (running) {
      tally.journeys += 1;
      try {
        await journey(port, tally, acknowledged);
      } catch (error) {
        tally.failed += 1;
        if (tally.failures.length < 5)
          tally.failures.push((error as Error).message.replace(/\s+/g, ' ').slice(0, 160));
      }
    }
  };
  const workers = Array.from({ length: JOURNEY_WORKERS }, worker);
  return async () => {
    running = false;
    await Promise.all(workers);
    return tally;
  };
};

// ── Background load ───────────────────────────────────────────────────────────────────────────

type LoadFigures = {
  total: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  dishonest: number;
  samples: string[];
  latencyMedianMs: number;
  latencyP99Ms: number;
};
type LoadResult = { predict: LoadFigures; simulate: LoadFigures };

const startLoad = (port: number, label: string) => {
  const planFile = path.join(work, `load-${label.replace(/\W+/g, '-')}.json`);
  writeFileSync(
    planFile,
    JSON.stringify({
      url: `http://127.0.0.1:${port}`,
      host: PUBLIC_HOST,
      maxSeconds: 600,
      predict: {
        connections: 2,
        rate: 60,
        bodies: variedPredictInputs(32).map((input) => JSON.stringify(input)),
      },
      simulate: {
        connections: SIMULATION_CONNECTIONS,
        // Visitors' largest runs: enough to fill the queues now and then (honest 503s).
        body: JSON.stringify({ input: SAMPLE_BUSINESS_INPUT, paths: 20_000, months: 60 }),
        addressPrefix: '127.67',
      },
    }),
  );
  const child = spawn(process.execPath, ['scripts/lib/cluster-load.mjs', planFile], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<LoadResult>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LoadResult)
        : reject(new Error(`${label}: load generator exited with ${code}`)),
    ),
  );
  return async () => {
    child.kill('SIGTERM');
    return finished;
  };
};

// ── Phases ────────────────────────────────────────────────────────────────────────────────────

type PhaseFigures = { name: string; seconds: number; journeys: JourneyTally; load: LoadResult };
const phases: PhaseFigures[] = [];

const runPhase = async (
  name: string,
  nginxPort: number,
  acknowledged: Acknowledged,
  action: () => Promise<void>,
) => {
  const started = Date.now();
  const stopLoad = startLoad(nginxPort, name);
  const stopJourneys = startJourneys(nginxPort, acknowledged);
  // The traffic stops whatever happened, so a failed action does not leave it running.
  let failure: Error | null = null;
  try {
    await action();
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const [journeys, load] = await Promise.all([stopJourneys(), stopLoad()]);
  if (failure) throw failure;
  const figures = { name, seconds: (Date.now() - started) / 1000, journeys, load };
  phases.push(figures);
  return figures;
};

const describeStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

const printPhases = () => {
  console.log('\nphase             time   kind       requests  errors  5xx  p99 ms   statuses');
  for (const phase of phases) {
    const journeyP99 = latencyPercentiles(phase.journeys.latencies).latencyP99Ms;
    const rows: Array<[string, number, number, number, number, string]> = [
      [
        'journeys',
        phase.journeys.requests,
        phase.journeys.errors,
        0,
        journeyP99,
        `${phase.journeys.journeys} journeys, ${phase.journeys.failed} failed`,
      ],
      ...(['predict', 'simulate'] as const).map(
        (kind): [string, number, number, number, number, string] => {
          const figures = phase.load[kind];
          const fiveXx = Object.entries(figures.statuses)
            .filter(([status]) => Number(status) >= 500)
            .reduce((sum, [, n]) => sum + n, 0);
          return [
            kind,
            figures.total,
            figures.errors + figures.timeouts,
            fiveXx,
            figures.latencyP99Ms,
            describeStatuses(figures.statuses),
          ];
        },
      ),
    ];
    rows.forEach(([kind, requests, errors, fiveXx, p99, statuses], index) =>
      console.log(
        `${(index === 0 ? phase.name : '').padEnd(17)} ${index === 0 ? `${phase.seconds.toFixed(0).padStart(3)} s` : '     '}  ${kind.padEnd(9)} ${String(requests).padStart(9)} ${String(errors).padStart(7)} ${String(fiveXx).padStart(4)} ${p99.toFixed(1).padStart(7)}   ${statuses}`,
      ),
    );
  }
};

// ── Checks on the data ────────────────────────────────────────────────────────────────────────

const query = async <T extends Record<string, unknown>>(
  url: string,
  text: string,
  values?: unknown[],
) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

const metricValue = async (port: number, series: string) => {
  const answer = await send(port, {
    method: 'GET',
    path: '/metrics',
    headers: { host: `127.0.0.1:${port}` },
  });
  const line = answer.body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

// ── Main ──────────────────────────────────────────────────────────────────────────────────────

const testStarted = Date.now();
const main = async () => {
  if (!NGINX) throw new Error('nginx not found: install it (Debian: apt-get install -y nginx)');
  console.log('Preparing a production install (build, production dependencies only)…');
  const tree = await assembleProductionTree(ROOT, appDir);
  const postgres = await startPostgres();
  const servers: AppServer[] = [];
  let stopAll: () => Promise<void> = async () => {};
  try {
    const nginxPort = await freePort();
    for (let index = 0; index < SERVERS; index += 1)
      servers.push({ port: await freePort(), process: null, starts: 0, exits: [] });
    console.log(
      `${postgres.version}; ${SERVERS} app servers (node dist/server/main.js, ${tree.packages} production packages); ${execFileSync(NGINX, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() || 'nginx'} on 127.0.0.1:${nginxPort}; phases of ${PHASE_SECONDS} s, ${JOURNEY_WORKERS} journeys at a time\n`,
    );
    stopAll = async () => {
      supervising = false;
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              const child = server.process;
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    };

    // 1. Every server at once on the empty database.
    for (const server of servers) launch(server, postgres.url);
    const readyMs = await Promise.all(servers.map((server) => waitReady(server.port)));
    const blogFiles = ['en', 'tr'].flatMap((language) =>
      readdirSync(path.join(ROOT, 'content/blog', language)).filter((file) => file.endsWith('.md')),
    ).length;
    const [counts] = await query<{ migrations: number; posts: number }>(
      postgres.url,
      'select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from blog_posts) as posts',
    );
    const journal = (
      JSON.parse(
        readFileSync(path.join(ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] }
    ).entries.length;
    record({
      name: `${SERVERS} servers started at once on an empty PostgreSQL database all become ready; migrations and seed once`,
      passed:
        readyMs.every((ms) => ms !== null) &&
        servers.every((server) => server.exits.length === 0) &&
        counts?.migrations === journal &&
        counts.posts === blogFiles,
      figure: `ready ${readyMs.map((ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(', ')} after the start; exits ${servers.map((server) => server.exits.length).join('/')}; migrations ${counts?.migrations}/${journal}, blog posts ${counts?.posts}/${blogFiles}`,
    });

    startNginx(
      nginxPort,
      servers.map((server) => server.port),
    );
    const acknowledged: Acknowledged = { calculations: [], reports: [], spends: [], users: [] };

    // 2. Steady traffic.
    const refusedBefore = await Promise.all(
      servers.map((server) => metricValue(server.port, 'foresight_simulation_refused_total')),
    );
    const steady = await runPhase('steady', nginxPort, acknowledged, () =>
      sleep(PHASE_SECONDS * 1000),
    );
    const refusedAfter = await Promise.all(
      servers.map((server) => metricValue(server.port, 'foresight_simulation_refused_total')),
    );
    const refusedByServers = refusedAfter.reduce(
      (sum, value, index) => sum + value - (refusedBefore[index] ?? 0),
      0,
    );
    record({
      name: 'steady: no journey fails',
      passed: steady.journeys.failed === 0 && steady.journeys.journeys > 0,
      figure: `${steady.journeys.journeys} journeys, ${steady.journeys.failed} failed ${steady.journeys.failures.join(' | ')}`,
    });
    record({
      name: "steady: the simulation queue's 503s are honest: each one the app's, with its body and Retry-After, and counted by a server",
      passed:
        steady.load.simulate.dishonest === 0 &&
        steady.load.predict.dishonest === 0 &&
        (steady.load.simulate.statuses['503'] ?? 0) === refusedByServers &&
        Object.keys(steady.load.simulate.statuses).every((status) =>
          ['200', '503'].includes(status),
        ),
      figure: `simulations ${describeStatuses(steady.load.simulate.statuses)}; the servers counted ${refusedByServers} refusals; dishonest 5xx ${steady.load.simulate.dishonest + steady.load.predict.dishonest} ${[...steady.load.simulate.samples, ...steady.load.predict.samples].join(' | ')}`,
    });

    // 3. Rolling restart with the operator's script.
    const restartOne = path.join(work, 'restart-one.sh');
    writeFileSync(
      restartOne,
      [
        '#!/bin/sh',
        '# SIGTERM the server of port $1, wait until it has drained and exited and the supervisor',
        '# has started it again (as `systemctl restart` returns once the new process runs).',
        'set -eu',
        `file=${runDir}/server-$1.pid`,
        'old=$(cat "$file")',
        'kill -TERM "$old"',
        'while kill -0 "$old" 2>/dev/null; do sleep 0.05; done',
        'while [ "$(cat "$file")" = "$old" ]; do sleep 0.05; done',
        '',
      ].join('\n'),
    );
    const startsBefore = servers.map((server) => server.starts);
    let rollingOutput = '';
    const rolling = await runPhase('rolling restart', nginxPort, acknowledged, async () => {
      await sleep(1_000);
      if (options['without-nginx-step']) {
        for (const server of servers) {
          // Asynchronously: the supervisor that starts the server again runs in this process.
          await new Promise((resolve) =>
            spawn('sh', [restartOne, String(server.port)], { stdio: 'ignore' }).once(
              'exit',
              resolve,
            ),
          );
          await waitReady(server.port);
          rollingOutput += ` port ${server.port} restarted and ready (SIGTERM alone)\n`;
        }
        return;
      }
      rollingOutput = await new Promise<string>((resolve, reject) => {
        const script = spawn(
          path.join(ROOT, 'deploy/rolling-restart.sh'),
          servers.map((server) => String(server.port)),
          {
            env: { ...process.env, ...upstreamEnv, RESTART_COMMAND: `sh ${restartOne} %p` },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let text = '';
        const phaseStarted = Date.now();
        // Each line of the script's output, with the seconds since the phase began.
        const take = (chunk: Buffer) =>
          (text += chunk
            .toString()
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => `[${((Date.now() - phaseStarted) / 1000).toFixed(1)} s] ${line}\n`)
            .join(''));
        script.stdout.on('data', take);
        script.stderr.on('data', take);
        script.once('exit', (code) =>
          code === 0 ? resolve(text) : reject(new Error(`rolling-restart.sh: ${code}\n${text}`)),
        );
      });
      await sleep(1_000);
    });
    record({
      name: 'rolling restart of every server (deploy/rolling-restart.sh): no journey fails',
      passed:
        rolling.journeys.failed === 0 &&
        rolling.journeys.journeys > 0 &&
        servers.every((server, index) => server.starts === (startsBefore[index] ?? 0) + 1) &&
        (rollingOutput.match(/ port \d+ restarted and ready/g) ?? []).length === SERVERS,
      figure: `${rolling.journeys.journeys} journeys, ${rolling.journeys.failed} failed ${rolling.journeys.failures.join(' | ')}; restarts ${servers.map((server, index) => server.starts - (startsBefore[index] ?? 0)).join('/')}; ${
        rollingOutput
          .trim()
          .split('\n')
          .filter((line) => / port \d+ restarted and ready/.test(line)).length
      } servers back in nginx`,
    });
    console.log(
      rollingOutput
        .split('\n')
        .filter((line) => /restarted|is down|is up|not ready|still running/.test(line))
        .map((line) => `          ${line}`)
        .join('\n'),
    );
    record({
      name: "rolling restart: every 5xx the app's own, none from nginx",
      passed: rolling.load.simulate.dishonest === 0 && rolling.load.predict.dishonest === 0,
      figure: `predictions ${describeStatuses(rolling.load.predict.statuses)}; simulations ${describeStatuses(rolling.load.simulate.statuses)} ${[...rolling.load.simulate.samples, ...rolling.load.predict.samples].join(' | ')}`,
    });

    // 4. kill -9 of one server mid-traffic; the supervisor starts it again.
    const victim = servers[1] ?? servers[0];
    if (!victim) throw new Error('no server');
    const back: { ms: number | null } = { ms: null };
    const killed = await runPhase('kill -9', nginxPort, acknowledged, async () => {
      await sleep((PHASE_SECONDS * 1000) / 3);
      const killedAt = Date.now();
      victim.process?.kill('SIGKILL');
      await sleep(RESTART_DELAY_MS + 100);
      const ready = await waitReady(victim.port);
      back.ms = ready === null ? null : Date.now() - killedAt;
      await sleep(Math.max(0, (PHASE_SECONDS * 1000 * 2) / 3 - (Date.now() - killedAt)));
    });
    const missingCalculations = await query<{ id: string }>(
      postgres.url,
      'select id::text from unnest($1::uuid[]) as acked(id) where not exists (select 1 from calculations c where c.id = acked.id)',
      [acknowledged.calculations],
    );
    const missingReports = await query<{ id: string }>(
      postgres.url,
      'select id::text from unnest($1::uuid[]) as acked(id) where not exists (select 1 from analysis_reports r where r.id = acked.id)',
      [acknowledged.reports],
    );
    const unbalanced = await query<{ user_id: string }>(
      postgres.url,
      `select a.user_id::text from token_accounts a
         left join (select user_id, sum(delta)::int as total from token_ledger group by user_id) l
           on l.user_id = a.user_id
       where a.balance <> coalesce(l.total, 0)`,
    );
    // Per spend key: the uses recorded and the tokens charged. One use at most, one charge at most,
    // and exactly one of each for a spend that was answered.
    const spendRows = await query<{ user_id: string; key: string; uses: number; spends: number }>(
      postgres.url,
      `select s.user_id::text, s.key,
              (select count(*)::int from tool_uses u
                 where u.user_id = s.user_id and u.idempotency_key = 'comprehensiveAnalysis:client:' || s.key) as uses,
              (select count(*)::int from token_ledger l
                 where l.user_id = s.user_id and l.kind = 'spend') as spends
         from unnest($1::uuid[], $2::text[]) as s(user_id, key)`,
      [
        acknowledged.spends.map((spend) => spend.userId),
        acknowledged.spends.map((spend) => spend.key),
      ],
    );
    const answered = new Set(
      acknowledged.spends.filter((spend) => spend.answered).map((spend) => spend.key),
    );
    const doubleCharged = spendRows.filter((row) => row.uses > 1 || row.spends > 1);
    const lostSpends = spendRows.filter(
      (row) => answered.has(row.key) && (row.uses !== 1 || row.spends !== 1),
    );
    record({
      name: 'kill -9 of one server mid-traffic: it comes back; every acknowledged write is there',
      passed: back.ms !== null && missingCalculations.length === 0 && missingReports.length === 0,
      figure: `ready again ${back.ms === null ? 'never' : `after ${(back.ms / 1000).toFixed(1)} s`}; journeys ${killed.journeys.journeys}, ${killed.journeys.failed} failed (allowed while it is down) ${killed.journeys.failures.slice(0, 2).join(' | ')}; acknowledged over all phases: ${acknowledged.calculations.length} calculations (${missingCalculations.length} missing), ${acknowledged.reports.length} paid analyses (${missingReports.length} missing)`,
    });
    record({
      name: 'no spend charged twice (retries with the same key on other servers); every balance equals its ledger',
      passed:
        doubleCharged.length === 0 &&
        lostSpends.length === 0 &&
        unbalanced.length === 0 &&
        spendRows.length === acknowledged.spends.length,
      figure: `${acknowledged.spends.length} spends (${answered.size} answered): charged twice ${doubleCharged.length}, answered but not charged once ${lostSpends.length}; users whose balance differs from their ledger ${unbalanced.length} (of ${acknowledged.users.length})`,
    });

    // 5. A session made through one server works on every server.
    const address = nextJourneyAddress();
    const username = `s${process.pid % 10_000}_${randomUUID().slice(0, 8)}`;
    const made = await send(nginxPort, {
      method: 'POST',
      path: '/api/register',
      body: { username, password: PASSWORD },
      localAddress: address,
    });
    const cookie = sessionCookieOf(made);
    const seen = await Promise.all(
      servers.map((server) => send(server.port, { method: 'GET', path: '/api/user', cookie })),
    );
    record({
      name: 'a session made on one server works on every other',
      passed:
        made.status === 201 &&
        seen.every((answer) => answer.status === 200 && answer.json().username === username),
      figure: `register ${made.status}; /api/user on each server: ${seen.map((answer) => `${answer.status} ${answer.status === 200 ? String(answer.json().username === username) : ''}`).join(', ')}`,
    });

    // 6. A login flood from one client, spread by nginx over the servers, is limited as one; the
    //    app sees (and logs) the client's address.
    const target = `t${process.pid % 10_000}_${randomUUID().slice(0, 8)}`;
    await send(nginxPort, {
      method: 'POST',
      path: '/api/register',
      body: { username: target, password: PASSWORD },
      localAddress: nextJourneyAddress(),
    });
    const loginSeries =
      'http_request_duration_seconds_count{method="POST",route="/api/login",status_code="401"}';
    const loginsBefore = await Promise.all(
      servers.map((server) => metricValue(server.port, loginSeries)),
    );
    const floodAddress = '127.68.0.10';
    const logsBefore = logLines.length;
    const floodStatuses: Record<string, number> = {};
    const attempts = Array.from({ length: 30 }, (_, index) => index);
    for (let batch = 0; batch < attempts.length; batch += 6)
      await Promise.all(
        attempts.slice(batch, batch + 6).map(async (index) => {
          const answer = await send(nginxPort, {
            method: 'POST',
            path: '/api/login',
            body: { username: target, password: `wrong password ${index}` },
            localAddress: floodAddress,
          });
          floodStatuses[answer.status] = (floodStatuses[answer.status] ?? 0) + 1;
        }),
      );
    const loginsAfter = await Promise.all(
      servers.map((server) => metricValue(server.port, loginSeries)),
    );
    const perServer = loginsAfter.map((value, index) => value - (loginsBefore[index] ?? 0));
    const other = await send(nginxPort, {
      method: 'POST',
      path: '/api/login',
      body: { username: target, password: PASSWORD },
      localAddress: '127.68.0.20',
    });
    record({
      name: 'a login flood from one client over all servers is limited as one (10 tries, then 429)',
      passed:
        floodStatuses['401'] === 10 &&
        floodStatuses['429'] === 20 &&
        perServer.filter((count) => count > 0).length === SERVERS,
      figure: `statuses ${describeStatuses(floodStatuses)}; wrong passwords answered per server ${perServer.join('/')}`,
    });
    await sleep(200);
    const refusals = logLines.slice(logsBefore).filter((line) => line.msg === 'security refusal');
    const fromFlood = refusals.filter((line) => line.ip === floodAddress);
    record({
      name: "the app sees the client's address, not nginx's: another client signs in; the security log names the flooder",
      passed:
        other.status === 200 &&
        fromFlood.length === 30 &&
        refusals.every((line) => line.ip !== '127.0.0.1') &&
        new Set(fromFlood.map((line) => line.port)).size === SERVERS,
      figure: `another client's sign-in: ${other.status}; security refusals logged ${refusals.length}, naming ${floodAddress} ${fromFlood.length} times on ${new Set(fromFlood.map((line) => line.port)).size} servers, naming 127.0.0.1 ${refusals.filter((line) => line.ip === '127.0.0.1').length} times`,
    });

    printPhases();
  } finally {
    await stopAll();
    stopNginx();
    postgres.stop();
    serverLog.end();
  }
};

let crashed: unknown = null;
try {
  await main();
} catch (error) {
  crashed = error;
  console.error(`\ncluster test could not run: ${(error as Error).stack ?? String(error)}`);
}
const failed = checks.filter((check) => !check.passed).length;
if (failed > 0 || crashed || options.keep)
  console.log(
    `\nserver logs and nginx's are in ${work} (kept${options.keep ? '' : ' because something failed'})`,
  );
else rmSync(work, { recursive: true, force: true });
console.log(`\nin all ${((Date.now() - testStarted) / 60_000).toFixed(1)} min`);
console.log(
  crashed
    ? '\ncluster: did not finish'
    : failed === 0
      ? `\ncluster: all ${checks.length} checks passed`
      : `\ncluster: ${failed} of ${checks.length} check(s) failed`,
);
process.exitCode = failed === 0 && !crashed ? 0 : 1;
