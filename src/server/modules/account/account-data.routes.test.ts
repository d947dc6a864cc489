import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { AccountExportSchema } from '#shared/contracts/account';
import {
  emailTokens,
  oidcLogins,
  predictionOutcomes,
  tutorialProgress,
  userIdentities,
} from '#server/db/schema/index';
import { isSignedIn, loginUser, registerUser } from '#tests/fixtures/auth-helpers';
import { buyWithDemoCheckout } from '#tests/fixtures/billing';
import { insertBlogPost } from '#tests/fixtures/blog';
import { saveCalculation } from '#tests/fixtures/calculations';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { ACCOUNT_EXPORT_PARTS } from '#server/module-parts';
import { CHECKUP_FIGURES } from '#tests/fixtures/checkup-figures';
import { exportedTables } from './account-export.service';

const testApp = setUpTestApp();

const EXPORTED_TABLES = exportedTables(ACCOUNT_EXPORT_PARTS);

const secret = () => randomBytes(16).toString('hex');

const rowsOf = async <T extends z.ZodType>(query: ReturnType<typeof sql>, row: T) =>
  z.object({ rows: z.array(row) }).parse(await testApp.database.db.execute(query)).rows;

type ForeignKey = { child: string; column: string; parent: string; parentColumn: string };

/** Every foreign key of the live schema (not the Drizzle files: a hand-written table counts too). */
const findForeignKeys = (): Promise<ForeignKey[]> =>
  rowsOf(
    sql`select kcu.table_name as child, kcu.column_name as column,
          ccu.table_name as parent, ccu.column_name as "parentColumn"
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    z.object({
      child: z.string(),
      column: z.string(),
      parent: z.string(),
      parentColumn: z.string(),
    }),
  );

/** users and every table whose rows hang from a user through foreign keys, however deep. */
const userOwnedTables = (keys: ForeignKey[]): Set<string> => {
  const owned = new Set(['users']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const key of keys) {
      if (owned.has(key.parent) && !owned.has(key.child)) {
        owned.add(key.child);
        grew = true;
      }
    }
  }
  return owned;
};

/** A WHERE clause picking the rows of `table` that belong to the user, through its keys. */
const ownedRowsFilter = (
  keys: ForeignKey[],
  owned: Set<string>,
  table: string,
  userId: string,
): string => {
  if (table === 'users') return `id = '${userId}'`;
  return keys
    .filter((key) => key.child === table && owned.has(key.parent) && key.parent !== table)
    .map(
      (key) =>
        `"${key.column}" in (select "${key.parentColumn}" from "${key.parent}" where ${ownedRowsFilter(keys, owned, key.parent, userId)})`,
    )
    .join(' or ');
};

const countOwnedRows = async (userId: string) => {
  const keys = await findForeignKeys();
  const owned = userOwnedTables(keys);
  const counts: Record<string, number> = {};
  for (const table of owned) {
    const filter = ownedRowsFilter(keys, owned, table, userId);
    const [row] = await rowsOf(
      sql.raw(`select count(*)::int as total from "${table}" where ${filter}`),
      z.object({ total: z.number() }),
    );
    counts[table] = row?.total ?? 0;
  }
  return counts;
};

/** One row or more in every table a user can own, with secrets the export must not show. */
const seedEverything = async () => {
  const owner = await registerUser(testApp.app);
  const laptop = await loginUser(testApp.app, { username: owner.username });
  const { db } = testApp.database;
  const userId = owner.user.id;
  const business = await callApi(testApp.app, {
    method: 'POST',
    url: '/api/businesses',
    cookie: owner.cookie,
    payload: {
      name: 'Harbour Café',
      description: 'Coffee by the sea',
      inputs: EXAMPLE_CALCULATOR_INPUT,
    },
  });
  expect(business.statusCode, business.body).toBe(201);
  const businessId = z.object({ id: z.string() }).parse(business.json()).id;
  const calculation = await saveCalculation(testApp.app, owner.cookie, { title: 'First try' });
  const share = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/calculations/${calculation.id}/share`,
    cookie: owner.cookie,
  });
  expect(share.statusCode).toBeLessThan(300);
  // A follow-up question opens only six months on: the answer is stored as its endpoint stores it.
  await db.insert(predictionOutcomes).values({
    userId,
    calculationId: calculation.id,
    monthsAfter: 6,
    outcome: 'operating',
    predictedProbability: calculation.result.probability,
    modelVersion: calculation.modelVersion,
    answeredAt: new Date(),
  });
  const scenario = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/businesses/${businessId}/scenarios`,
    cookie: owner.cookie,
    payload: { name: 'Slow winter', input: SAMPLE_BUSINESS_INPUT },
  });
  expect(scenario.statusCode).toBe(201);
  const analysis = await callApi(testApp.app, {
    method: 'POST',
    url: '/api/analysis-reports',
    cookie: owner.cookie,
    payload: { businessId },
  });
  expect(analysis.statusCode, analysis.body).toBe(201);
  const { id: analysisId, steps } = z
    .object({ id: z.string(), steps: z.array(z.object({ id: z.string() })) })
    .parse(analysis.json());
  const tick = await callApi(testApp.app, {
    method: 'PATCH',
    url: `/api/analysis-reports/${analysisId}/steps/${steps[0]?.id ?? ''}`,
    cookie: owner.cookie,
    payload: { done: true },
  });
  expect(tick.statusCode, tick.body).toBe(200);
  const checkup = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/businesses/${businessId}/checkups`,
    cookie: owner.cookie,
    payload: CHECKUP_FIGURES,
  });
  expect(checkup.statusCode, checkup.body).toBe(201);
  const experiment = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/businesses/${businessId}/experiments`,
    cookie: owner.cookie,
    payload: {
      kind: 'customer_interviews',
      measure: 'Interviewees who would pay 20 USD a month',
      criterionPercent: 30,
      plannedSampleSize: 20,
    },
  });
  expect(experiment.statusCode, experiment.body).toBe(201);
  const experimentId = z.object({ id: z.string() }).parse(experiment.json()).id;
  const evidence = await callApi(testApp.app, {
    method: 'POST',
    url: `/api/experiments/${experimentId}/entries`,
    cookie: owner.cookie,
    payload: {
      date: new Date().toISOString().slice(0, 10),
      successes: 3,
      trials: 8,
      note: 'Farmers market',
    },
  });
  expect(evidence.statusCode, evidence.body).toBe(201);
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);
  const secrets = {
    tokenHash: secret(),
    codeVerifier: secret(),
    nonce: secret(),
    stateHash: secret(),
    bindingHash: secret(),
    subject: secret(),
  };
  await db.insert(userIdentities).values({
    userId,
    issuer: 'https://id.example.com',
    subject: secrets.subject,
    email: 'me@example.com',
    createdAt: now,
  });
  await db.insert(emailTokens).values({
    userId,
    purpose: 'verify-email',
    tokenHash: secrets.tokenHash,
    email: 'me@example.com',
    createdAt: now,
    expiresAt: later,
  });
  await db.insert(oidcLogins).values({
    stateHash: secrets.stateHash,
    bindingHash: secrets.bindingHash,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    linkUserId: userId,
    createdAt: now,
    expiresAt: later,
  });
  // An admin's post; deleting the account keeps it without its author (ON DELETE SET NULL).
  await insertBlogPost(db, { authorUserId: userId, publishedAt: null });
  // Issue 16's tables. The analysis above was paid for (a tool use pointing at its ledger spend);
  // a membership bought through the demo checkout adds a checkout, the membership, its month's
  // allowance and a notification; reading the achievements stores the ones earned so far.
  await buyWithDemoCheckout(testApp.app, owner.cookie, { productKind: 'tier', productId: 'plus' });
  const achievements = await callApi(testApp.app, {
    method: 'GET',
    url: '/api/achievements',
    cookie: owner.cookie,
  });
  expect(achievements.statusCode, achievements.body).toBe(200);
  // The web app saves the tutorial with PUT, which callApi does not send: stored as it stores it.
  await db.insert(tutorialProgress).values({ userId, step: 1, status: 'active', updatedAt: now });
  return { owner, laptop, secrets, ids: { businessId, analysisId, experimentId } };
};

describe('GET /api/account/export', () => {
  it('covers every table that holds user data (a new one must be added to the export)', async () => {
    const owned = userOwnedTables(await findForeignKeys());
    const withUserColumn = await rowsOf(
      sql`select distinct table_name as name from information_schema.columns
          where table_schema = 'public' and column_name like '%user_id'`,
      z.object({ name: z.string() }),
    );
    for (const { name } of withUserColumn) expect(owned).toContain(name);
    expect([...owned].sort()).toEqual(Object.keys(EXPORTED_TABLES).sort());
  });

  it('is a dated JSON download of all the user’s data, one entry or more per table', async () => {
    const { owner, ids } = await seedEverything();
    // Another user's rows in the same tables must not leak into this export.
    await seedEverything();
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="foresight-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = AccountExportSchema.parse(response.json());
    expect(data.account.username).toBe(owner.username);
    for (const part of Object.values(EXPORTED_TABLES)) {
      if (part !== 'account') expect(data[part], part).not.toHaveLength(0);
    }
    expect(data.sessions).toHaveLength(2);
    expect(data.calculations[0]).toMatchObject({
      title: 'First try',
      result: expect.any(Object) as object,
      // Typed in dollars: no entry of another currency (issue 34, item 7).
      capitalCurrency: null,
      capitalAmount: null,
    });
    expect(data.identities[0]).toEqual(
      expect.not.objectContaining({ subject: expect.anything() as unknown }),
    );
    expect(data.analyses).toEqual([
      expect.objectContaining({
        id: ids.analysisId,
        businessId: ids.businessId,
        title: 'Harbour Café',
        score: expect.any(Number) as number,
        report: expect.any(Object) as object,
      }),
    ]);
    expect(data.analysisSteps.length).toBeGreaterThan(1);
    expect(data.analysisSteps.every((step) => step.analysisId === ids.analysisId)).toBe(true);
    expect(data.analysisSteps.filter((step) => step.doneAt !== null)).toHaveLength(1);
    expect(data.checkups).toEqual([
      expect.objectContaining({
        businessId: ids.businessId,
        figures: expect.objectContaining({ monthlyRevenue: 8_000, cash: 10_000 }) as object,
        result: expect.any(Object) as object,
      }),
    ]);
    expect(data.experiments).toEqual([
      expect.objectContaining({
        id: ids.experimentId,
        businessId: ids.businessId,
        kind: 'customer_interviews',
        measure: 'Interviewees who would pay 20 USD a month',
        plannedSampleSize: 20,
      }),
    ]);
    expect(data.experiments[0]?.criterionRate).toBeCloseTo(0.3);
    expect(data.experimentEvidence).toEqual([
      expect.objectContaining({
        experimentId: ids.experimentId,
        successes: 3,
        trials: 8,
        note: 'Farmers market',
      }),
    ]);
    const analysisUse = data.toolUses.find((use) => use.toolId === 'comprehensiveAnalysis');
    expect(analysisUse?.tokensCharged).toBeGreaterThan(0);
    expect(data.tokenLedger.map((entry) => entry.id)).toContain(analysisUse?.ledgerEntryId);
    expect(data.tokenAccount).toEqual([
      expect.objectContaining({ balance: data.tokenLedger.at(-1)?.balanceAfter }),
    ]);
    expect(data.checkouts).toEqual([
      expect.objectContaining({ productKind: 'tier', productId: 'plus', status: 'completed' }),
    ]);
    expect(data.membership).toEqual([
      expect.objectContaining({ tierId: 'plus', provider: 'demo', cancelledAt: null }),
    ]);
    expect(data.notifications.map((notification) => notification.kind)).toEqual(
      expect.arrayContaining(['membershipChanged', 'achievementEarned']),
    );
    expect(data.tutorial).toEqual([expect.objectContaining({ step: 1, status: 'active' })]);
    expect(data.achievements.map((achievement) => achievement.achievementId)).toEqual(
      expect.arrayContaining(['firstBusiness', 'firstAnalysis']),
    );
  });

  it('holds no hashes, tokens or keys', async () => {
    const { owner, secrets } = await seedEverything();
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: owner.cookie,
    });
    const body = response.body;
    for (const value of Object.values(secrets)) expect(body).not.toContain(value);
    const stored = await rowsOf(
      sql`select s.id as value from sessions s where s.user_id = ${owner.user.id}
          union all select token_hash from calculation_shares cs join calculations c on c.id = cs.calculation_id where c.user_id = ${owner.user.id}
          union all select password_hash from users where id = ${owner.user.id}`,
      z.object({ value: z.string() }),
    );
    expect(stored.length).toBeGreaterThanOrEqual(4);
    for (const { value } of stored) expect(body).not.toContain(value);
    expect(body).not.toMatch(/argon2|token_?hash|password_?hash/i);
  });

  it('shows only the caller’s data', async () => {
    await seedEverything();
    const stranger = await registerUser(testApp.app);
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/account/export',
      cookie: stranger.cookie,
    });
    const data = AccountExportSchema.parse(response.json());
    expect(data.businesses).toEqual([]);
    expect(data.calculations).toEqual([]);
    expect(data.analyses).toEqual([]);
    expect(data.analysisSteps).toEqual([]);
    expect(data.checkups).toEqual([]);
    expect(data.experiments).toEqual([]);
    expect(data.experimentEvidence).toEqual([]);
    expect(data.identities).toEqual([]);
    expect(data.toolUses).toEqual([]);
    expect(data.checkouts).toEqual([]);
    expect(data.membership).toEqual([]);
    expect(data.notifications).toEqual([]);
    expect(data.tutorial).toEqual([]);
    expect(data.achievements).toEqual([]);
    expect(data.sessions).toHaveLength(1);
  });
});

describe('DELETE /api/account', () => {
  const deleteAccount = (cookie: string, payload: unknown) =>
    callApi(testApp.app, { method: 'DELETE', url: '/api/account', cookie, payload });

  it('deletes the user and every row they own, and nobody else’s', async () => {
    const { owner, laptop } = await seedEverything();
    const { owner: bystander } = await seedEverything();
    const bystanderBefore = await countOwnedRows(bystander.user.id);
    const ownerBefore = await countOwnedRows(owner.user.id);
    for (const [table, total] of Object.entries(ownerBefore))
      expect(total, table).toBeGreaterThan(0);

    const response = await deleteAccount(owner.cookie, {
      confirmation: owner.username,
      currentPassword: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cache","cookies"');
    expect(response.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');

    const ownerAfter = await countOwnedRows(owner.user.id);
    expect(Object.values(ownerAfter).every((total) => total === 0)).toBe(true);
    expect(await countOwnedRows(bystander.user.id)).toEqual(bystanderBefore);
    expect(await isSignedIn(testApp.app, laptop.cookie)).toBe(false);
    await expect(loginUser(testApp.app, { username: owner.username })).rejects.toThrow(/401/);
  });

  it('needs the username typed exactly', async () => {
    const owner = await registerUser(testApp.app);
    const response = await deleteAccount(owner.cookie, {
      confirmation: owner.username.toUpperCase(),
      currentPassword: owner.password,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.confirmation).toBeDefined();
    expect(await isSignedIn(testApp.app, owner.cookie)).toBe(true);
  });

  it('needs the right password when the account has one', async () => {
    const owner = await registerUser(testApp.app);
    const missing = await deleteAccount(owner.cookie, { confirmation: owner.username });
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).fieldErrors?.currentPassword).toBeDefined();
    const wrong = await deleteAccount(owner.cookie, {
      confirmation: owner.username,
      currentPassword: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorBodyOf(wrong).code).toBe('WRONG_PASSWORD');
    expect(await isSignedIn(testApp.app, owner.cookie)).toBe(true);
  });

  it('refuses an anonymous caller', async () => {
    const response = await callApi(testApp.app, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirmation: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
