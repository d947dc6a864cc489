import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/insights';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import type { LlmSettings } from './llm-narrative';
import { createNarrative, getBusinessInsight, getInsights } from './insights.service';

export type InsightsRouteOptions = ServerContext & {
  /** The language model that writes narratives (LLM_*); null: the deterministic text only. */
  llm?: LlmSettings | null;
};

export const insightsRoutes = async (app: FastifyInstance, options: InsightsRouteOptions) => {
  const as = (userId: string) => ({ db: options.db, userId, llm: options.llm ?? null });
  // Counted before any read or engine work: past the budget a request costs one small transaction.
  const limit = (request: { user: { id: string }; ip: string }) =>
    consumeUserAttempt(options, USER_BUDGETS.costlyRead, request);

  registerEndpoint(app, contract.getInsights, async (request) => {
    await limit(request);
    return getInsights(as(request.user.id));
  });
  registerEndpoint(app, contract.getBusinessInsight, async (request) => {
    await limit(request);
    return getBusinessInsight(as(request.user.id), request.params.businessId);
  });
  registerEndpoint(app, contract.createInsightNarrative, async (request) => {
    await limit(request);
    return createNarrative(as(request.user.id), request.body);
  });
};
