import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/dashboards';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { LlmSettings } from '#server/modules/insights/llm-narrative';
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

  registerEndpoint(app, contract.getDashboard, async (request) =>
    getDashboard(as(request.user.id), request.query),
  );
  registerEndpoint(app, contract.getPersonalizedDashboard, async (request) =>
    getPersonalizedDashboard(as(request.user.id), request.query),
  );
  registerEndpoint(app, contract.getProgressDashboard, async (request) =>
    getProgressDashboard(as(request.user.id)),
  );
  registerEndpoint(app, contract.getAnalyticsDashboard, async (request) =>
    getAnalyticsDashboard(as(request.user.id)),
  );
};
