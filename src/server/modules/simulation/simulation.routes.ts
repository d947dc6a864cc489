import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createGoalSearch } from '#shared/contracts/goal-seek';
import * as contract from '#shared/contracts/scenarios';
import { createSimulation } from '#shared/contracts/simulation';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { AppError } from '#shared/errors';
import { consumeAttempt, THROTTLE_RULES } from '#server/modules/auth/index';
import * as scenarios from './scenarios.service';
import { runPaid } from './paid-run';
import type { SimulationPool } from './simulation-pool';

/** Visitors' runs are capped lower than signed-in users' (the schema allows 100,000 paths). */
export const ANONYMOUS_MAX_PATHS = 20_000;
export const ANONYMOUS_PATHS_MESSAGE = 'Sign in to run more than 20,000 paths';

export type SimulationRoutesOptions = ServerContext & { pool: SimulationPool };

export const simulationRoutes = async (app: FastifyInstance, options: SimulationRoutesOptions) => {
  // A full simulator refuses in onRequest, before the body is read, parsed and validated: a flood
  // of runs past the queue (hundreds a second) then costs only each request's HTTP handling.
  const pooledPaths = new Set<string>([createSimulation.path, createGoalSearch.path]);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && pooledPaths.has(request.routeOptions.url ?? ''))
      options.pool.assertHasRoom();
  });
  const as = (request: { user: { id: string } }) => signedInContext(options, request);
  // CPU-heavy and anonymous: each network gets a budget before anything reaches the pool.
  const brake = (request: FastifyRequest) =>
    consumeAttempt(options, { rule: THROTTLE_RULES.simulationIp, subject: request.ip });

  registerEndpoint(app, createSimulation, async (request) => {
    if (!request.user && (request.body.paths ?? 0) > ANONYMOUS_MAX_PATHS) {
      throw new AppError('VALIDATION_FAILED', {
        message: ANONYMOUS_PATHS_MESSAGE,
        fieldErrors: { paths: [ANONYMOUS_PATHS_MESSAGE] },
      });
    }
    // A full simulator refuses before the rate limit's database write (a flood of heavy runs
    // past the queue then costs the event loop no queries) and before any token is spent.
    options.pool.assertAdmits({ kind: 'simulate', request: request.body });
    await brake(request);
    if (!request.user) return options.pool.simulate(request.body);
    return runPaid(options, request.user.id, request.headers, () =>
      options.pool.simulate(request.body),
    );
  });
  registerEndpoint(app, createGoalSearch, async (request) => {
    options.pool.assertAdmits({ kind: 'goal-seek', request: request.body });
    await brake(request);
    if (!request.user) return options.pool.seekGoal(request.body);
    return runPaid(options, request.user.id, request.headers, () =>
      options.pool.seekGoal(request.body),
    );
  });
  registerEndpoint(app, contract.findScenarios, async (request) =>
    scenarios.findScenarios({ ...as(request), businessId: request.params.businessId }),
  );
  registerEndpoint(app, contract.createScenario, async (request) =>
    scenarios.createScenario({
      ...as(request),
      businessId: request.params.businessId,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.updateScenario, async (request) =>
    scenarios.updateScenario({
      ...as(request),
      scenarioId: request.params.id,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.deleteScenario, async (request) => {
    await scenarios.deleteScenario({ ...as(request), scenarioId: request.params.id });
    return null;
  });
};
