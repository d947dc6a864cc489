import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/simulation';
import type { Clock } from '#server/app';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import * as scenarios from './scenarios.service';
import { seekPlanGoal, simulatePlan } from './simulation.service';

export const simulationRoutes = async (
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
) => {
  const { db, clock } = options;
  registerEndpoint(app, contract.simulate, async (request) => simulatePlan(request.body));
  registerEndpoint(app, contract.seekGoal, async (request) => seekPlanGoal(request.body));
  registerEndpoint(app, contract.findScenarios, async (request) =>
    scenarios.findScenarios({ db, userId: request.user.id, businessId: request.params.businessId }),
  );
  registerEndpoint(app, contract.createScenario, async (request) =>
    scenarios.createScenario({
      db,
      clock,
      userId: request.user.id,
      businessId: request.params.businessId,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.updateScenario, async (request) =>
    scenarios.updateScenario({
      db,
      clock,
      userId: request.user.id,
      scenarioId: request.params.id,
      input: request.body,
    }),
  );
  registerEndpoint(app, contract.deleteScenario, async (request, reply) => {
    await scenarios.deleteScenario({ db, userId: request.user.id, scenarioId: request.params.id });
    reply.status(204);
    return null;
  });
};
