import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  isSignedIn,
  loginUser,
  registerUser,
  type SignedInUser,
} from '#tests/fixtures/auth-helpers';
import { rowCounts, setUpTransferScratch } from '#tests/fixtures/data-transfer';
import { callApi } from '#tests/fixtures/test-app';
import { openTestPglite } from '#tests/fixtures/test-database';
import { buildApp } from './app';
import { backupSocketPathOf, fetchBackup, serveBackups } from './db/backup-socket';
import { type DatabaseHandle, openDatabase } from './db/client';
import { exportToFile, importData, readLines } from './db/data-transfer';
import { changeTokens } from './modules/tokens/index';
import { seedDemoContent } from './seed-demo-content';

// Issue 33, item 5, as an operator meets it: a site's data moved from the embedded database into
// PostgreSQL (when TEST_DATABASE_URL names a server; a new PGlite otherwise), and a backup taken
// from a running server and restored. Afterwards every table has its rows, the founder signs in,
// and the saved calculation and token balance are as they were.

const adminUrl = process.env.TEST_DATABASE_URL;
const { scratch, cleanups, fileIn, openTarget } = setUpTransferScratch('move');

const appOn = async (database: DatabaseHandle) => {
  const app = await buildApp({ database, webRoot: null });
  await app.ready();
  return app;
};

/** Accounts whose balance is not the sum of their ledger: a copy torn between two writes. */
const unbalancedAccounts = async (database: DatabaseHandle) => {
  const result: unknown = await database.db.execute(sql`
    select a.user_id from token_accounts a
      left join (select user_id, sum(delta)::int as total from token_ledger group by user_id) l
        on l.user_id = a.user_id
    where a.balance <> coalesce(l.total, 0)`);
  return (result as { rows: unknown[] }).rows.length;
};

type Founder = SignedInUser & {
  calculationId: string;
  /** GET /api/calculations/:id and GET /api/tokens as they answered before the move. */
  calculation: unknown;
  balance: number;
};

/** A founder's data made through the API: account, two calculations, a paid analysis, a share. */
const makeFounder = async (app: FastifyInstance): Promise<Founder> => {
  const founder = await registerUser(app);
  const save = async (title: string) => {
    const response = await callApi(app, {
      method: 'POST',
      url: '/api/calculations',
      cookie: founder.cookie,
      payload: { input: EXAMPLE_CALCULATOR_INPUT, title },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>();
  };
  const calculation = await save('Bakery on Main Street');
  await save('Food truck');
  const business = (
    await callApi(app, {
      method: 'POST',
      url: '/api/businesses',
      cookie: founder.cookie,
      payload: { name: 'Bakery', inputs: EXAMPLE_CALCULATOR_INPUT },
    })
  ).json<{ id: string }>();
  // A paid analysis: a token spend, so the balance differs from the sign-up credit.
  const report = await app.inject({
    method: 'POST',
    url: '/api/analysis-reports',
    headers: {
      cookie: founder.cookie,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'idempotency-key': 'data-move-test',
    },
    payload: JSON.stringify({ businessId: business.id }),
  });
  expect(report.statusCode).toBe(201);
  const share = await callApi(app, {
    method: 'POST',
    url: `/api/calculations/${calculation.id}/share`,
    cookie: founder.cookie,
  });
  expect(share.statusCode).toBe(201);
  const saved = await callApi(app, {
    method: 'GET',
    url: `/api/calculations/${calculation.id}`,
    cookie: founder.cookie,
  });
  const tokens = await callApi(app, { method: 'GET', url: '/api/tokens', cookie: founder.cookie });
  return {
    ...founder,
    calculationId: calculation.id,
    calculation: saved.json(),
    balance: tokens.json<{ balance: number }>().balance,
  };
};

/** The founder signs in on the new database and finds the calculation and the balance unchanged. */
const expectFounderIntact = async (app: FastifyInstance, founder: Founder) => {
  // Sessions came along (rows keyed by the cookie token's hash): the browser stays signed in.
  expect(await isSignedIn(app, founder.cookie)).toBe(true);
  // So did the password hash: a new sign-in works.
  const signedIn = await loginUser(app, { username: founder.username, password: founder.password });
  const calculation = await callApi(app, {
    method: 'GET',
    url: `/api/calculations/${founder.calculationId}`,
    cookie: signedIn.cookie,
  });
  expect(calculation.statusCode).toBe(200);
  expect(calculation.json()).toEqual(founder.calculation);
  const tokens = await callApi(app, { method: 'GET', url: '/api/tokens', cookie: signedIn.cookie });
  expect(tokens.json<{ balance: number }>().balance).toBe(founder.balance);
  const calculations = await callApi(app, {
    method: 'GET',
    url: '/api/calculations',
    cookie: signedIn.cookie,
  });
  expect(calculations.body).toContain('Food truck');
};

describe(`moving every row from PGlite into ${adminUrl ? 'PostgreSQL' : 'a new PGlite'}`, () => {
  it('keeps every row: counts match, the founder signs in, the calculation and the balance are intact', async () => {
    const source = await openTestPglite();
    await seedDemoContent(source.db);
    const sourceApp = await appOn(source);
    const founder = await makeFounder(sourceApp);
    // The sign-up credit less the analysis: a spend that must not be undone or repeated.
    expect(founder.balance).toBeGreaterThan(0);
    const sourceCounts = await rowCounts(source);
    const file = fileIn('move');
    await exportToFile(source, file);
    await sourceApp.close();
    await source.close();
    expect(sourceCounts.users).toBe(1);
    expect(sourceCounts.blog_posts).toBeGreaterThan(0);

    const target = await openTarget();
    cleanups.push(() => target.close());
    const summary = await importData(target, readLines(file));
    expect(summary.rows).toBe(Object.values(sourceCounts).reduce((sum, n) => sum + n, 0));
    expect(await rowCounts(target)).toEqual(sourceCounts);
    expect(await unbalancedAccounts(target)).toBe(0);

    const targetApp = await appOn(target);
    cleanups.push(() => targetApp.close());
    await expectFounderIntact(targetApp, founder);
  }, 120_000);
});

describe('a backup of the embedded database while its server runs', () => {
  it('is one moment of it: taken through the socket mid-writes, restored whole, the founder signs in', async () => {
    const dataDir = path.join(scratch, `live-${randomUUID().slice(0, 8)}`);
    const live = await openDatabase({ kind: 'pglite', dataDir });
    await live.migrate();
    const app = await appOn(live);
    const socket = await serveBackups(live, dataDir, app.log);
    expect(socket.path).toBe(backupSocketPathOf(dataDir));
    const founder = await makeFounder(app);
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
    // Writers credit and spend tokens while the backup runs: each change writes the balance and
    // a ledger row in one transaction; a copy read table by table would see one without the other.
    let writing = true;
    let changes = 0;
    const writers = users.map(async ({ user }) => {
      while (writing) {
        for (const delta of [3, -3]) {
          await changeTokens(
            live.db,
            {
              userId: user.id,
              delta,
              kind: delta > 0 ? 'purchase' : 'spend',
              source: 'test',
              idempotencyKey: randomUUID(),
            },
            () => new Date(),
          );
          changes += 1;
        }
        // As requests do: each arrives from the event loop (PGlite's work alone never yields).
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const file = fileIn('live');
    // Two at once, as two operators' cron jobs might: each is a whole file.
    const headers = await Promise.all([
      fetchBackup(socket.path, file),
      fetchBackup(socket.path, fileIn('live2')),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await Promise.all(writers);
    await socket.close();
    await app.close();
    await live.close();
    expect(changes).toBeGreaterThan(20);
    const [header] = headers;
    expect(header.tables.find((table) => table.name === 'token_ledger')?.rows).toBeGreaterThan(
      users.length,
    );

    // The restore an operator runs (npm run db:import): into a new, empty embedded database.
    const restored = await openTestPglite();
    cleanups.push(() => restored.close());
    await importData(restored, readLines(file));
    expect(await unbalancedAccounts(restored)).toBe(0);
    const counts = await rowCounts(restored);
    expect(counts).toEqual(Object.fromEntries(header.tables.map((t) => [t.name, t.rows])));
    const restoredApp = await appOn(restored);
    cleanups.push(() => restoredApp.close());
    await expectFounderIntact(restoredApp, founder);
  }, 120_000);

  it('listens on a socket only its owner can open, removed when the server stops', async () => {
    const dataDir = path.join(scratch, `mode-${randomUUID().slice(0, 8)}`);
    const live = await openDatabase({ kind: 'pglite', dataDir });
    const app = await appOn(live);
    try {
      const socket = await serveBackups(live, dataDir, app.log);
      expect(statSync(socket.path).mode & 0o777).toBe(0o600);
      await socket.close();
      expect(() => statSync(socket.path)).toThrow(/ENOENT/);
    } finally {
      await app.close();
      await live.close();
    }
  });
});
