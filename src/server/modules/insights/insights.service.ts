import { createHash } from 'node:crypto';
import { type CalculatorInput, MODEL_VERSION } from '#engine/index';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import type {
  BusinessInsight,
  Insight,
  InsightGroup,
  InsightsOverview,
  NarrativeRequest,
  NarrativeResponse,
} from '#shared/contracts/insights';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import { createBoundedCache } from '#server/http/bounded-cache';
import { buildInsight } from './insight-engine';
import { type LlmSettings, writeNarrative } from './llm-narrative';
import { countRuns, findBusinessesOfUser, findLatestRuns } from './insights.repository';

export type InsightsContext = { db: Database; userId: string; llm: LlmSettings | null };

// Inputs saved before a calculator field changed may no longer validate: they are skipped.
const parseInput = (value: unknown): CalculatorInput | null => {
  const parsed = CalculatorInputSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

type BusinessRef = { id: string; name: string; inputs: unknown } | null;

/**
 * One group's insight takes a few ms of engine work (the levers' search), and the same page is
 * read again and again over the same runs: issue 34 measured 14 ms a request for four groups, and
 * one user's flood of them held every other request up. The insight depends only on its inputs and
 * the model, so it is cached per user, inputs and model version: a new run or a new model is a new
 * key, never a stale answer, and no user is answered from another's entry.
 */
const INSIGHTS_CACHED = 2_000;
const insightCache = createBoundedCache<string, Insight | null>(INSIGHTS_CACHED);

const insightOf = (
  userId: string,
  runs: readonly CalculatorInput[],
  fallbackInput: CalculatorInput | null,
) => {
  const inputs = createHash('sha256')
    .update(JSON.stringify([runs, fallbackInput]))
    .digest('hex');
  return insightCache.getOrCreate(`${userId}:${MODEL_VERSION}:${inputs}`, () =>
    buildInsight(runs, fallbackInput),
  );
};

const groupOf = async (context: InsightsContext, business: BusinessRef): Promise<InsightGroup> => {
  const scope = { userId: context.userId, businessId: business?.id ?? null };
  const [latestFirst, runCount] = await Promise.all([
    findLatestRuns(context.db, scope),
    countRuns(context.db, scope),
  ]);
  const runs = [...latestFirst].reverse();
  const inputs = runs.map((run) => parseInput(run.inputs)).filter((input) => input !== null);
  const ref = (run: (typeof runs)[number] | undefined) =>
    run ? { id: run.id, title: run.title, createdAt: run.createdAt.toISOString() } : null;
  return {
    businessId: business?.id ?? null,
    businessName: business?.name ?? null,
    runCount,
    latestRun: ref(latestFirst[0]),
    previousRun: ref(latestFirst[1]),
    insight: insightOf(context.userId, inputs, business ? parseInput(business.inputs) : null),
  };
};

// Same answer for "not yours" and "does not exist": no existence oracle.
const notFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });

const findOwnedBusiness = async (context: InsightsContext, businessId: string) => {
  const owned = await findBusinessesOfUser(context.db, context.userId);
  const business = owned.find((entry) => entry.id === businessId);
  if (!business) throw notFound();
  return business;
};

/** One group per business, then the calculations linked to none (when there are any). */
export const getInsights = async (context: InsightsContext): Promise<InsightsOverview> => {
  const owned = await findBusinessesOfUser(context.db, context.userId);
  const groups = await Promise.all(owned.map((business) => groupOf(context, business)));
  const unlinked = await groupOf(context, null);
  return {
    groups: unlinked.runCount > 0 ? [...groups, unlinked] : groups,
    narrativeAvailable: context.llm !== null,
  };
};

export const getBusinessInsight = async (
  context: InsightsContext,
  businessId: string,
): Promise<BusinessInsight> => ({
  group: await groupOf(context, await findOwnedBusiness(context, businessId)),
  narrativeAvailable: context.llm !== null,
});

/** The model's narrative of one group's insight, or the reason the deterministic text stands. */
export const createNarrative = async (
  context: InsightsContext,
  request: NarrativeRequest,
): Promise<NarrativeResponse> => {
  const business =
    request.businessId === null ? null : await findOwnedBusiness(context, request.businessId);
  if (context.llm === null) return { source: 'engine', reason: 'not_configured' };
  const { insight } = await groupOf(context, business);
  if (!insight) return { source: 'engine', reason: 'no_insight' };
  return writeNarrative(context.llm, insight, request.language);
};
