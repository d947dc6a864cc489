import type { FastifyInstance } from 'fastify';
import { getMarketDashboard as getMarketDashboardEndpoint } from '#shared/contracts/market';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { getMarketDashboard } from './market.service';

/** The market dashboard: BDS sector trends and listed companies, the same for every visitor. */
export const marketRoutes = async (app: FastifyInstance, _options: ServerContext) => {
  registerEndpoint(app, getMarketDashboardEndpoint, async () => getMarketDashboard());
};
