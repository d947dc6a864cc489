import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { openTestPglite } from '#tests/fixtures/test-database';
import { NarrativeResponseSchema } from '#shared/contracts/insights';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { saveCalculation } from '#tests/fixtures/calculations';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { type LlmTestServer, startLlmTestServer } from '#tests/fixtures/llm-test-server';
import { callApi } from '#tests/fixtures/test-app';
import type { NarrativeFacts } from './narrative-facts';

// Short, so the hanging server's test takes a moment instead of the production 20 s.
const TEST_TIMEOUT_MS = 300;
const API_KEY = 'test-key';
const BUSINESS_NAME = 'Ayşe Yılmaz Bakery';
const RUN_TITLE = 'Plan for ayse@example.com';

let llm: LlmTestServer;
let database: DatabaseHandle;
let app: FastifyInstance;
let owner: SignedInUser;
let businessId: string;

beforeAll(async () => {
  llm = await startLlmTestServer();
  const clock = createFakeClock();
  database = await openTestPglite();
  app = await buildApp({
    database,
    clock,
    webRoot: null,
    llm: { baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'test-model', timeoutMs: TEST_TIMEOUT_MS },
  });
  await app.ready();
  owner = await registerUser(app);
  const created = await callApi(app, {
    method: 'POST',
    url: '/api/businesses',
    cookie: owner.cookie,
    payload: { name: BUSINESS_NAME },
  });
  businessId = created.json<{ id: string }>().id;
  const link = async (input: Record<string, unknown>) => {
    const response = await callApi(app, {
      method: 'POST',
      url: '/api/calculations',
      cookie: owner.cookie,
      payload: { input, title: RUN_TITLE, businessId },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const { input } = await saveCalculation(app, owner.cookie, { title: 'scratch' });
  await link(input);
  clock.advance(MINUTE_MS);
  await link({ ...input, competitionLevel: 'low' });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await llm.close();
});

const askNarrative = async (language: 'en' | 'tr' = 'en') => {
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/insights/narrative',
    cookie: owner.cookie,
    payload: { businessId, language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return NarrativeResponseSchema.parse(response.json());
};

const answer = (summary: string, points: string[] = []) =>
  ({ kind: 'content', content: JSON.stringify({ summary, points }) }) as const;

/** A narrative quoting only the facts' own numbers, as a well-behaved model would. */
const faithful = (raw: unknown) => {
  const facts = raw as NarrativeFacts;
  const lift = facts.founderChoices.singleChangesLargestLiftFirst[0];
  return answer(
    `Your score moved from ${facts.changeSinceEarlierRun?.fromScore} to ${facts.changeSinceEarlierRun?.toScore}.`,
    [`Changing ${lift?.input} would add ${lift?.liftPoints} points over 5 years.`],
  );
};

describe('the language-model narrative', () => {
  it('accepts a narrative that quotes only the engine numbers, and labels its model', async () => {
    llm.setReply(faithful);
    const narrative = await askNarrative();
    expect(narrative.source).toBe('model');
    if (narrative.source !== 'model') return;
    expect(narrative.model).toBe('test-model');
    expect(narrative.summary).toMatch(/^Your score moved from \d+ to \d+\.$/);
    expect(llm.requests.at(-1)?.path).toBe('/v1/chat/completions');
    expect(llm.requests.at(-1)?.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('rejects a narrative that quotes a wrong number', async () => {
    llm.setReply(() => answer('Your business has a 97.3% chance of success.'));
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'rejected_numbers' });
  });

  it('falls back when the model hangs past the timeout', async () => {
    llm.setReply(() => ({ kind: 'hang' }));
    const started = Date.now();
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('falls back on malformed JSON, a wrong shape or an HTTP error', async () => {
    llm.setReply(() => ({ kind: 'content', content: '{"summary": "unterminated' }));
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'invalid_answer' });
    llm.setReply(() => ({ kind: 'content', content: JSON.stringify({ text: 'no summary' }) }));
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'invalid_answer' });
    llm.setReply(() => ({ kind: 'raw', status: 200, body: 'not json at all' }));
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'invalid_answer' });
    llm.setReply(() => ({ kind: 'raw', status: 503, body: '{}' }));
    expect(await askNarrative()).toEqual({ source: 'engine', reason: 'unavailable' });
  });

  it('sends business inputs and engine numbers only, never personal data', async () => {
    llm.setReply(faithful);
    await askNarrative('tr');
    const request = llm.requests.at(-1);
    expect(request?.body).toContain('Turkish');
    for (const personal of [
      owner.username,
      owner.user.id,
      businessId,
      BUSINESS_NAME,
      'ayse@example.com',
      RUN_TITLE,
      '2026',
    ]) {
      expect(request?.body).not.toContain(personal);
    }
    expect(request?.facts).toMatchObject({
      changeSinceEarlierRun: { inputChanges: [{ input: 'competitionLevel' }] },
    });
    // The founder's choices apart from what describes the business.
    expect(Object.keys(request?.facts ?? {})).toEqual(
      expect.arrayContaining(['founderChoices', 'describesTheBusiness']),
    );
    // The instructions that go with them: associations, never causes.
    expect(request?.body).toContain('not a cause');
  });
});
