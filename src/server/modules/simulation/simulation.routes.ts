import type { FastifyInstance } from 'fastify';
import { seekGoal } from '#shared/contracts/goal-seek';
import * as contract from '#shared/contracts/scenarios';
import { runSimulation } from '#shared/contracts/simulation';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import * as scenarios from './scenarios.service';
import { seekPlanGoal, simulatePlan } from './simulation.service';

export const simulationRoutes = async (app: FastifyInstance, options: ServerContext) => {
  const as = (request: { user: { id: string } }) => signedInContext(options, request);
  registerEndpoint(app, runSimulation, async (request) => simulatePlan(request.body));
  registerEndpoint(app, seekGoal, async (request) => seekPlanGoal(request.body));
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
