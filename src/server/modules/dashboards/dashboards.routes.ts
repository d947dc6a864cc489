import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/dashboards';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { LlmSettings } from '#server/modules/insights/index';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import {
  getAnalyticsDashboard,
  getDashboard,
  getPersonalizedDashboard,
  getProgressDashboard,
} from './dashboards.service';

export type DashboardsRouteOptions = ServerContext & {
  /** Whether the insights' narrative can be offered on the personalized dashboard. */
  llm?: LlmSettings | null;
};

export const dashboardsRoutes = async (app: FastifyInstance, options: DashboardsRouteOptions) => {
  const as = (userId: string) => ({
    db: options.db,
    clock: options.clock,
    userId,
    llm: options.llm ?? null,
  });

  // A dozen queries each, the personalized one an insight too: counted before any of them.
  const limit = (request: { user: { id: string }; ip: string }) =>
    consumeUserAttempt(options, USER_BUDGETS.costlyRead, request);

  registerEndpoint(app, contract.getDashboard, async (request) => {
    await limit(request);
    return getDashboard(as(request.user.id), request.query);
  });
  registerEndpoint(app, contract.getPersonalizedDashboard, async (request) => {
    await limit(request);
    return getPersonalizedDashboard(as(request.user.id), request.query);
  });
  registerEndpoint(app, contract.getProgressDashboard, async (request) => {
    await limit(request);
    return getProgressDashboard(as(request.user.id));
  });
  registerEndpoint(app, contract.getAnalyticsDashboard, async (request) => {
    await limit(request);
    return getAnalyticsDashboard(as(request.user.id));
  });
};
