// `npm run bench:start [-- --runs N --rest-seconds S]`: the server's start time and its memory at
// rest, run from source through tsx (how `npm start` ran it before issue 33, item 2) and built
// (node dist/server/main.js, how it runs now). Cold: a new database (PGlite's initdb, every
// migration, the demo seed); warm: the same database again. Also on a throwaway PostgreSQL 15 when
// the machine has one. Start time is from spawn to the first 200 of /api/ready (database reachable,
// migrations done); memory is the process's resident set after S seconds of rest. Prints medians
// as a Markdown table, for deploy/README.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../lib/free-port.mjs';
import { findPostgresBin, startPostgres } from '../lib/postgres-server.mjs';
import { ensureServerBuild } from '../lib/server-build.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'rest-seconds': { type: 'string', default: '10' },
  },
});
const RUNS = Number(values.runs);
const REST_MS = Number(values['rest-seconds']) * 1000;
const root = process.cwd();
const START_LIMIT_MS = 180_000;

const VARIANTS = {
  'source (tsx)': ['--import', 'tsx', 'src/server/main.ts'],
  built: ['dist/server/main.js'],
} as const;
type Variant = keyof typeof VARIANTS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set of a process in MB, from /proc (Linux). */
const residentMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

/** One start: milliseconds until ready, then the memory after the rest. */
const measureStart = async (variant: Variant, env: Record<string, string>) => {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the ${variant} server exited while starting`);
      if (performance.now() - started > START_LIMIT_MS) throw new Error('not ready in time');
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, {
        signal: AbortSignal.timeout(2_000),
      }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      await sleep(50);
    }
    const startMs = performance.now() - started;
    await sleep(REST_MS);
    return { startMs, restMb: residentMb(server.pid ?? 0) };
  } finally {
    await stop(server);
  }
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Row = { database: string; variant: Variant; cold: number[]; warm: number[]; rest: number[] };
const rows: Row[] = [];

/** Each run: a new database (cold start), then the same database again (warm start). */
const measure = async (
  database: string,
  newDatabase: () => Promise<{ env: Record<string, string>; remove: () => Promise<void> }>,
) => {
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const row: Row = { database, variant, cold: [], warm: [], rest: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const fresh = await newDatabase();
      try {
        row.cold.push((await measureStart(variant, fresh.env)).startMs);
        const warm = await measureStart(variant, fresh.env);
        row.warm.push(warm.startMs);
        row.rest.push(warm.restMb);
      } finally {
        await fresh.remove();
      }
      console.log(
        `${database}, ${variant}, run ${run + 1}: cold ${Math.round(row.cold.at(-1) ?? 0)} ms, warm ${Math.round(row.warm.at(-1) ?? 0)} ms, ${Math.round(row.rest.at(-1) ?? 0)} MB at rest`,
      );
    }
    rows.push(row);
  }
};

await ensureServerBuild(root);
const scratch = mkdtempSync(path.join(tmpdir(), 'foresight-start-figures-'));
try {
  await measure('PGlite', async () => {
    const dataDir = path.join(scratch, randomBytes(6).toString('hex'));
    return {
      env: { DATA_DIR: dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  });
  if (findPostgresBin()) {
    const postgres = await startPostgres();
    try {
      await measure('PostgreSQL 15', async () => {
        const name = `foresight_start_${randomBytes(6).toString('hex')}`;
        const admin = async (statement: string) => {
          const client = new pg.Client({ connectionString: postgres.url });
          await client.connect();
          await client.query(statement);
          await client.end();
        };
        await admin(`create database ${name}`);
        const url = new URL(postgres.url);
        url.pathname = `/${name}`;
        return {
          env: { DATABASE_URL: url.toString() },
          remove: () => admin(`drop database ${name} with (force)`),
        };
      });
    } finally {
      postgres.stop();
    }
  } else {
    console.log('No PostgreSQL server binaries: PGlite only.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nMedians of ${RUNS} runs; memory ${REST_MS / 1000} s after a warm start (node ${process.version}).\n`,
);
console.log('| Database | Server | Cold start (new database) | Warm start | Memory at rest |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.variant} | ${seconds(median(row.cold))} | ${seconds(median(row.warm))} | ${Math.round(median(row.rest))} MB |`,
  );
