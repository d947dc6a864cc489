import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/ideas';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { consumeUserAttempt, USER_BUDGETS } from '#server/modules/auth/index';
import { findIdeas, getRandomIdea } from './ideas.service';

/** Issue 15: the random idea (anyone) and the idea finder (signed in, as its page). */
export const ideasRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.getRandomIdea, async (request) =>
    getRandomIdea({ query: request.query }),
  );
  registerEndpoint(app, contract.findIdeas, async (request) => {
    await consumeUserAttempt(options, USER_BUDGETS.ideaFinder, request);
    return findIdeas({ input: request.body });
  });
};
