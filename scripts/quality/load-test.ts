/**
 * npm run test:load (issue 17): the whole server under mixed load and under floods, on PGlite and
 * on a throwaway PostgreSQL 15, with every load generator in its own process (scripts/lib/traffic.mjs,
 * autocannon) and, on two cores or more, the generators on core 1. The server is not pinned: its
 * simulation workers need the other core, as they have it in production.
 *
 * Per database:
 * 1. Solo: predict and health probes alone, each at a steady PROBE_REQUESTS_PER_SECOND (their p99 is
 *    the same-run baseline).
 * 2. Mix (`--seconds`, 60 by default): varied predictions, saved-calculation reads and writes of
 *    signed-in users, small anonymous simulations and correct logins. Passes with zero connection
 *    errors, zero timeouts, zero 5xx, and only the statuses each request may get (429 where a
 *    rate limit applies).
 * 3. Floods (half as long) from many networks (scripts/lib/flood.mjs, a new source address per
 *    request, so per-address limits do not stop them): wrong-password logins and the largest
 *    anonymous simulations, while the same probes run. Passes when nothing fails (only allowed
 *    statuses, no errors or timeouts) and predict and health p99 stay within 2x their solo values.
 * 4. One signed-in user's floods (issue 34), each alone and as long, while the same probes run:
 *    16 connections (autocannon, flat out) on GET /api/insights over four groups of runs, then on
 *    POST /api/analysis-reports with an empty balance. Passes when nothing fails, the per-user
 *    limit answers 429, and health's p95 stays within max(250 ms, 3x its solo p95).
 * 5. The server's resident memory after the warm-up and at the end (flat: it grows by less than
 *    RSS_GROWTH_LIMIT).
 *
 * Prints one table per database and exits 1 if any check fails. `--figures-only-latency` (npm test's
 * short run, on a machine busy with other work) prints the p99 ratios and the memory growth without
 * judging them: a latency ratio measured beside other programs says more about them than about the
 * server, and 15 s is too short for memory to settle.
 * `--flood login,simulation,insights,reports` runs only the floods named (to see which one costs
 * the probes what); the verdict of such a run is about those floods only. `--port` pins the
 * server's port.
 * `--cpu-prof DIR` writes the server's CPU profiles there (Node's --cpu-prof; the main thread's
 * is the largest file); `node scripts/bench/cpu-profile-shares.mjs FILE` sums them per second.
 * Usage: npx tsx scripts/quality/load-test.ts [--seconds 60] [--database both|pglite|postgres]
 *        [--flood all|<kinds, comma-separated>] [--port N] [--figures-only-latency] [--cpu-prof DIR]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { startAppServer, stopAppServer } from '../lib/app-server';
import { freePort } from '../lib/free-port.mjs';
import { startPostgres } from '../lib/postgres-server.mjs';
import { type FloodUser, prepareFloodUser } from '../lib/flood-user';
import { variedPredictInputs } from '../lib/predict-inputs';
import { type RawRequest, rawRequest } from '../lib/raw-request';

const USERS = 8;
const PASSWORD = 'correct horse battery staple';
/** p99 under the floods may be at most this multiple of the solo p99. */
const P99_RATIO_LIMIT = 2;
/** Under one user's flood, health's p95 may be this multiple of its solo p95 (issue 34)... */
const USER_FLOOD_P95_RATIO_LIMIT = 3;
/** ...or this, when that is larger: a few ms of solo p95 times 3 is below any client's notice. */
const USER_FLOOD_P95_FLOOR_MS = 250;
/** Connections of the one signed-in user in each of its floods (issue 34's figure). */
const USER_FLOOD_CONNECTIONS = 16;
/** Resident memory may grow by at most this share over the run (after warm-up). */
const RSS_GROWTH_LIMIT = 0.25;
const PROBE_CONNECTIONS = 2;
/**
 * Each probe (predict, health) asks at this steady rate, as users arrive, not flat out: a probe
 * sending its next request the moment the last one answered also measured how long its own process
 * waited for core 1 beside the floods' generators (docs/benchmarks.md). Pacing also keeps a probe
 * from sending fewer requests just when the server is slow.
 */
const PROBE_REQUESTS_PER_SECOND = 200;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    database: { type: 'string', default: 'both' },
    flood: { type: 'string', default: 'all' },
    port: { type: 'string' },
    'cpu-prof': { type: 'string' },
    /** Latency ratios are printed but not judged (npm test's short run on a shared machine). */
    'figures-only-latency': { type: 'boolean', default: false },
  },
});
const JUDGE_LATENCY = !options['figures-only-latency'];
const MIX_SECONDS = Number(options.seconds);
const FLOOD_SECONDS = Math.max(5, Math.round(MIX_SECONDS / 2));
const SOLO_SECONDS = Math.max(5, Math.min(10, Math.round(MIX_SECONDS / 4)));
/** From many networks, run together: login, simulation. One signed-in user's, each alone: the rest. */
const NETWORK_FLOOD_KINDS = ['login', 'simulation'] as const;
const USER_FLOOD_KINDS = ['insights', 'reports'] as const;
const FLOOD_KINDS = [...NETWORK_FLOOD_KINDS, ...USER_FLOOD_KINDS] as const;
type FloodKind = (typeof FLOOD_KINDS)[number];
const floodsAsked = options.flood === 'all' ? FLOOD_KINDS : options.flood.split(',');
const FLOODS: readonly FloodKind[] = FLOOD_KINDS.filter((kind) => floodsAsked.includes(kind));
if (FLOODS.length !== floodsAsked.length)
  throw new Error(`--flood must be all or some of ${FLOOD_KINDS.join(',')}, not ${options.flood}`);
const RUNS_NETWORK_FLOODS = NETWORK_FLOOD_KINDS.some((kind) => FLOODS.includes(kind));

type TrafficRequest = {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
type Plan = {
  url: string;
  label: string;
  connections: number;
  seconds: number;
  requests: TrafficRequest[];
  /** Requests per second over all connections; flat out when absent. */
  overallRate?: number;
};
type TrafficResult = {
  label: string;
  total: number;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, Record<string, number>>;
};

/** The statuses each kind of request may get; anything else fails the run. */
const ALLOWED: Record<string, readonly number[]> = {
  predict: [200],
  health: [200],
  listCalculations: [200],
  saveCalculation: [201],
  readCalculation: [200],
  simulate: [200, 429],
  login: [200, 429],
  // 503: the password gate's queue is full (password-gate.ts); a deeper flood than this one meets it.
  wrongLogin: [401, 429, 503],
  heavySimulate: [200, 429, 503],
  // One user's floods: answered, or refused by the per-user limit; the balance is empty.
  insightsFlood: [200, 429],
  reportsFlood: [402, 429],
};

const canPin = availableParallelism() >= 2;
const pinned = (core: number, command: string, args: string[]): [string, string[]] =>
  canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

const workDir = mkdtempSync(path.join(tmpdir(), 'foresight-load-'));

/** autocannon from one address; `addressPrefix`: flood.mjs, a new source address per request. */
const runTraffic = (plan: Plan & { addressPrefix?: string }) =>
  new Promise<TrafficResult>((resolve, reject) => {
    const planFile = path.join(workDir, `${plan.label.replace(/\W+/g, '-')}.json`);
    writeFileSync(planFile, JSON.stringify(plan));
    const generator = plan.addressPrefix ? 'scripts/lib/flood.mjs' : 'scripts/lib/traffic.mjs';
    const [command, args] = pinned(1, process.execPath, [generator, planFile]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as TrafficResult)
        : reject(new Error(`${plan.label}: traffic exited with ${code}`)),
    );
  });

/** Resident set size of a process in MB (Linux /proc). */
const rssMb = (pid: number | undefined) => {
  if (pid === undefined) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) / 1024;
};

/** One request from a chosen local address (each user is its own network for the rate limits). */
const send = (origin: string, request: RawRequest, localAddress: string) =>
  rawRequest(origin, request, { localAddress });

type LoadUser = { username: string; cookie: string; calculationId: string };

/** Users signed up from their own addresses, each with one saved calculation to read. */
const prepareUsers = async (origin: string): Promise<LoadUser[]> => {
  const users: LoadUser[] = [];
  for (let index = 0; index < USERS; index += 1) {
    const address = `127.77.0.${index + 1}`;
    const username = `load_${process.pid % 10_000}_${index}`;
    const registered = await send(
      origin,
      { method: 'POST', path: '/api/register', body: { username, password: PASSWORD } },
      address,
    );
    if (registered.status !== 201 || !registered.cookie)
      throw new Error(`register ${registered.status} ${registered.body.slice(0, 200)}`);
    const saved = await send(
      origin,
      {
        method: 'POST',
        path: '/api/calculations',
        body: { input: EXAMPLE_CALCULATOR_INPUT },
        cookie: registered.cookie,
      },
      address,
    );
    if (saved.status !== 201) throw new Error(`save ${saved.status} ${saved.body.slice(0, 200)}`);
    const { id } = JSON.parse(saved.body) as { id: string };
    users.push({ username, cookie: registered.cookie, calculationId: id });
  }
  return users;
};

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const predictRequests = (): TrafficRequest[] =>
  variedPredictInputs(64).map((input) => ({
    kind: 'predict',
    method: 'POST',
    path: '/api/predict',
    ...json(input),
  }));

const healthRequests = (): TrafficRequest[] => [
  { kind: 'health', method: 'GET', path: '/api/health' },
];

/** Each user's turn: read, save, read one, predict twice, a small simulation, a login. */
const mixRequests = (users: readonly LoadUser[]): TrafficRequest[] => {
  const predictions = predictRequests();
  return users.flatMap((user, index) => {
    const signedIn = { cookie: user.cookie };
    return [
      { kind: 'listCalculations', method: 'GET', path: '/api/calculations', headers: signedIn },
      {
        kind: 'saveCalculation',
        method: 'POST',
        path: '/api/calculations',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: JSON.stringify({ input: variedPredictInputs(USERS)[index] }),
      },
      {
        kind: 'readCalculation',
        method: 'GET',
        path: `/api/calculations/${user.calculationId}`,
        headers: signedIn,
      },
      predictions[(index * 2) % predictions.length] as TrafficRequest,
      predictions[(index * 2 + 1) % predictions.length] as TrafficRequest,
      {
        kind: 'simulate',
        method: 'POST',
        path: '/api/simulate',
        ...json({ input: SAMPLE_BUSINESS_INPUT, paths: 500, months: 36, presets: ['base'] }),
      },
      {
        kind: 'login',
        method: 'POST',
        path: '/api/login',
        ...json({ username: user.username, password: PASSWORD }),
      },
    ] satisfies TrafficRequest[];
  });
};

const floodRequests = (): { logins: TrafficRequest[]; simulations: TrafficRequest[] } => ({
  logins: Array.from({ length: 32 }, (_, index) => ({
    kind: 'wrongLogin',
    method: 'POST',
    path: '/api/login',
    ...json({ username: `nobody_${index}`, password: `wrong password ${index}` }),
  })),
  simulations: [
    {
      kind: 'heavySimulate',
      method: 'POST',
      path: '/api/simulate',
      ...json({ input: SAMPLE_BUSINESS_INPUT, paths: 20_000, months: 60 }),
    },
  ],
});

/** One signed-in user's 16 connections, flat out, on one costly endpoint. */
const userFloodPlan = (
  origin: string,
  kind: (typeof USER_FLOOD_KINDS)[number],
  user: FloodUser,
): Plan => ({
  url: origin,
  label: `${kind} flood`,
  connections: USER_FLOOD_CONNECTIONS,
  seconds: FLOOD_SECONDS,
  requests: [
    kind === 'insights'
      ? {
          kind: 'insightsFlood',
          method: 'GET',
          path: '/api/insights',
          headers: { cookie: user.cookie },
        }
      : {
          kind: 'reportsFlood',
          method: 'POST',
          path: '/api/analysis-reports',
          headers: { cookie: user.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ businessId: user.businessId }),
        },
  ],
});

/** The figures of a flood left out by `--flood`. */
const notRun = (label: string): TrafficResult => ({
  label,
  total: 0,
  requestsPerSecond: 0,
  latencyMedianMs: 0,
  latencyP95Ms: 0,
  latencyP99Ms: 0,
  errors: 0,
  timeouts: 0,
  statuses: {},
});

type Check = { name: string; figure: string; passed: boolean };

/** One network past the simulation limit (30 a minute): statuses of 35 small runs in a row. */
const probeRateLimit = async (origin: string) => {
  const statuses: Record<number, number> = {};
  for (let run = 0; run < 35; run += 1) {
    const { status } = await send(
      origin,
      {
        method: 'POST',
        path: '/api/simulate',
        body: { input: SAMPLE_BUSINESS_INPUT, paths: 200, months: 12, presets: ['base'] },
      },
      '127.90.0.1',
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
};

const statusesWithin = (result: TrafficResult) =>
  Object.entries(result.statuses).every(([kind, counts]) =>
    Object.keys(counts).every((status) => (ALLOWED[kind] ?? []).includes(Number(status))),
  );

const describeStatuses = (result: TrafficResult) =>
  Object.entries(result.statuses)
    .map(
      ([kind, counts]) =>
        `${kind} ${Object.entries(counts)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    )
    .join('; ');

const fiveXx = (result: TrafficResult, except: readonly number[] = []) =>
  Object.values(result.statuses)
    .flatMap((counts) => Object.entries(counts))
    .filter(([status]) => Number(status) >= 500 && !except.includes(Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);

const probes = (origin: string, seconds: number, label: string) =>
  Promise.all([
    runTraffic({
      url: origin,
      label: `${label} predict`,
      connections: PROBE_CONNECTIONS,
      overallRate: PROBE_REQUESTS_PER_SECOND,
      seconds,
      requests: predictRequests(),
    }),
    runTraffic({
      url: origin,
      label: `${label} health`,
      connections: PROBE_CONNECTIONS,
      overallRate: PROBE_REQUESTS_PER_SECOND,
      seconds,
      requests: healthRequests(),
    }),
  ]);

const clean = (result: TrafficResult) => result.errors === 0 && result.timeouts === 0;

type NetworkFloods = {
  login: TrafficResult;
  simulation: TrafficResult;
  predict: TrafficResult;
  health: TrafficResult;
};

/** Phase 3: the floods from many networks together, with the probes beside them. */
const runNetworkFloods = async (origin: string): Promise<NetworkFloods> => {
  const { logins, simulations } = floodRequests();
  const flood = (kind: FloodKind, plan: Plan & { addressPrefix: string }) =>
    FLOODS.includes(kind) ? runTraffic(plan) : Promise.resolve(notRun(plan.label));
  const [login, simulation, [predict, health]] = await Promise.all([
    flood('login', {
      url: origin,
      addressPrefix: '127.88',
      label: 'login flood',
      connections: 8,
      seconds: FLOOD_SECONDS,
      requests: logins,
    }),
    flood('simulation', {
      url: origin,
      addressPrefix: '127.89',
      label: 'simulation flood',
      connections: 8,
      seconds: FLOOD_SECONDS,
      requests: simulations,
    }),
    probes(origin, FLOOD_SECONDS, 'under floods'),
  ]);
  return { login, simulation, predict, health };
};

const describeFlood = (flood: TrafficResult) =>
  `${flood.label}: ${describeStatuses(flood)} (${flood.requestsPerSecond.toFixed(1)}/s, p50 ${flood.latencyMedianMs.toFixed(1)} ms, p99 ${flood.latencyP99Ms.toFixed(1)} ms), errors ${flood.errors}, timeouts ${flood.timeouts}`;

const networkFloodChecks = (
  floods: NetworkFloods,
  solo: { predict: TrafficResult; health: TrafficResult },
): Check[] => {
  const ratio = (loaded: TrafficResult, alone: TrafficResult) =>
    loaded.latencyP99Ms / Math.max(1, alone.latencyP99Ms);
  return [
    {
      name: 'floods from many networks: answered, nothing fails',
      // Each flood's own figures: which one timed out, and how long its answers took.
      figure: [floods.login, floods.simulation]
        .filter((flood) => flood.total > 0 || flood.errors > 0)
        .map(describeFlood)
        .join('\n        '),
      passed: [floods.login, floods.simulation].every(
        (flood) => clean(flood) && statusesWithin(flood),
      ),
    },
    ...(
      [
        ['predict', solo.predict, floods.predict],
        ['health', solo.health, floods.health],
      ] as const
    ).map(([name, alone, loaded]) => ({
      name: `${name} p99 under floods <= ${P99_RATIO_LIMIT}x solo${JUDGE_LATENCY ? '' : ' (ratio reported, not judged)'}`,
      figure: `${loaded.latencyP99Ms.toFixed(2)} ms vs ${alone.latencyP99Ms.toFixed(2)} ms solo (${ratio(loaded, alone).toFixed(2)}x); median ${loaded.latencyMedianMs.toFixed(2)} vs ${alone.latencyMedianMs.toFixed(2)} ms, ${loaded.requestsPerSecond.toFixed(0)} vs ${alone.requestsPerSecond.toFixed(0)} answers/s; all 200: ${statusesWithin(loaded) && clean(loaded)}`,
      passed:
        (!JUDGE_LATENCY || ratio(loaded, alone) <= P99_RATIO_LIMIT) &&
        statusesWithin(loaded) &&
        clean(loaded),
    })),
  ];
};

type UserFloodRun = { flood: TrafficResult; health: TrafficResult };

/** Phase 4, per flood: nothing fails, the per-user limit answers, and health's p95 holds. */
const userFloodChecks = ({ flood, health }: UserFloodRun, soloHealth: TrafficResult): Check[] => {
  const limitMs = Math.max(
    USER_FLOOD_P95_FLOOR_MS,
    USER_FLOOD_P95_RATIO_LIMIT * soloHealth.latencyP95Ms,
  );
  const refused = Object.values(flood.statuses).reduce(
    (sum, counts) => sum + (counts[429] ?? 0),
    0,
  );
  return [
    {
      name: `one user's ${flood.label} (${USER_FLOOD_CONNECTIONS} connections): answered, the per-user limit answers 429, nothing fails`,
      figure: describeFlood(flood),
      passed: clean(flood) && statusesWithin(flood) && refused > 0,
    },
    {
      name: `health p95 under the ${flood.label} <= max(${USER_FLOOD_P95_FLOOR_MS} ms, ${USER_FLOOD_P95_RATIO_LIMIT}x solo)${JUDGE_LATENCY ? '' : ' (reported, not judged)'}`,
      figure: `${health.latencyP95Ms.toFixed(2)} ms vs ${soloHealth.latencyP95Ms.toFixed(2)} ms solo (limit ${limitMs.toFixed(0)} ms); p99 ${health.latencyP99Ms.toFixed(2)} vs ${soloHealth.latencyP99Ms.toFixed(2)} ms, median ${health.latencyMedianMs.toFixed(2)} vs ${soloHealth.latencyMedianMs.toFixed(2)} ms, ${health.requestsPerSecond.toFixed(0)} vs ${soloHealth.requestsPerSecond.toFixed(0)} answers/s; all 200: ${statusesWithin(health) && clean(health)}`,
      passed:
        (!JUDGE_LATENCY || health.latencyP95Ms <= limitMs) &&
        statusesWithin(health) &&
        clean(health),
    },
  ];
};

const runDatabase = async (
  database: 'pglite' | 'postgres',
  webRoot: string,
): Promise<{ checks: Check[]; notes: string[] }> => {
  const postgres = database === 'postgres' ? await startPostgres() : null;
  const dataDir = mkdtempSync(path.join(workDir, 'data-'));
  const port = options.port ? Number(options.port) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  try {
    const profileDir = options['cpu-prof'];
    server = await startAppServer(
      webRoot,
      port,
      { ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: path.join(dataDir, 'db') }) },
      { nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [] },
    );
    const users = await prepareUsers(origin);
    // Warm-up: the JIT, the database and the simulation workers, not counted.
    await probes(origin, 3, 'warm-up');
    const [soloPredict, soloHealth] = await probes(origin, SOLO_SECONDS, 'solo');
    const rssStart = rssMb(server.pid);

    const mix = await runTraffic({
      url: origin,
      label: 'mix',
      connections: 8,
      seconds: MIX_SECONDS,
      requests: mixRequests(users),
    });
    const networkFloods = RUNS_NETWORK_FLOODS ? await runNetworkFloods(origin) : null;
    const userFloods: UserFloodRun[] = [];
    if (USER_FLOOD_KINDS.some((kind) => FLOODS.includes(kind))) {
      const floodUser = await prepareFloodUser(origin, {
        address: '127.77.1.1',
        username: `flood_${process.pid % 10_000}`,
        password: PASSWORD,
      });
      for (const kind of USER_FLOOD_KINDS.filter((candidate) => FLOODS.includes(candidate))) {
        const [flood, [, health]] = await Promise.all([
          runTraffic(userFloodPlan(origin, kind, floodUser)),
          probes(origin, FLOOD_SECONDS, `under the ${kind} flood`),
        ]);
        userFloods.push({ flood, health });
      }
    }
    const rssEnd = rssMb(server.pid);
    const limitProbe = await probeRateLimit(origin);

    const checks: Check[] = [
      {
        name: 'mix: no errors, timeouts or 5xx',
        figure: `${mix.total} requests (${mix.requestsPerSecond.toFixed(0)}/s), errors ${mix.errors}, timeouts ${mix.timeouts}, 5xx ${fiveXx(mix)}`,
        passed: clean(mix) && fiveXx(mix) === 0,
      },
      {
        name: 'mix: only allowed statuses',
        figure: describeStatuses(mix),
        passed: statusesWithin(mix),
      },
      {
        name: 'a rate limit answers 429, not an error (one network, small simulations in a row)',
        figure: Object.entries(limitProbe)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
        passed:
          (limitProbe[429] ?? 0) > 0 &&
          Object.keys(limitProbe).every((status) => ['200', '429'].includes(status)),
      },
      ...(networkFloods
        ? networkFloodChecks(networkFloods, { predict: soloPredict, health: soloHealth })
        : []),
      ...userFloods.flatMap((run) => userFloodChecks(run, soloHealth)),
      {
        name: `memory flat (growth < ${RSS_GROWTH_LIMIT * 100}%)${JUDGE_LATENCY ? '' : ' (reported, not judged)'}`,
        figure: `RSS ${rssStart.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB at the end`,
        passed: !JUDGE_LATENCY || rssEnd <= rssStart * (1 + RSS_GROWTH_LIMIT),
      },
    ];
    return {
      checks,
      notes: [
        `${database}${postgres ? ` (${postgres.version})` : ' (embedded, on disk)'}: mix ${MIX_SECONDS} s, floods (${FLOODS.join(', ')}) ${FLOOD_SECONDS} s each phase, solo probes ${SOLO_SECONDS} s, ${canPin ? 'generators on core 1, the server on any' : 'no core pinning'}`,
      ],
    };
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      stopAppServer(server);
      await exited;
    }
    postgres?.stop();
  }
};

const main = async () => {
  const webRoot = mkdtempSync(path.join(workDir, 'web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>load</title>');
  const databases =
    options.database === 'both' ? (['pglite', 'postgres'] as const) : [options.database];
  let failed = 0;
  for (const database of databases) {
    if (database !== 'pglite' && database !== 'postgres')
      throw new Error(`--database must be both, pglite or postgres, not ${database}`);
    const { checks, notes } = await runDatabase(database, webRoot);
    console.log(`\n${notes.join('\n')}`);
    for (const check of checks) {
      console.log(`  ${check.passed ? 'PASS' : 'FAIL'}  ${check.name}\n        ${check.figure}`);
      if (!check.passed) failed += 1;
    }
  }
  console.log(failed === 0 ? '\nload: all checks passed' : `\nload: ${failed} check(s) failed`);
  rmSync(workDir, { recursive: true, force: true });
  process.exitCode = failed === 0 ? 0 : 1;
};

await main();
