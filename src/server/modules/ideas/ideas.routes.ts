import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/ideas';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { consumeAttempt, type ThrottleRule } from '../auth/throttle.service';
import { findIdeas, getRandomIdea } from './ideas.service';

/**
 * A finder search scores up to the whole catalogue with the engine (about 25 ms), so each network
 * gets a budget like the simulator's; a person changing filters stays far below it.
 */
export const IDEA_FINDER_THROTTLE: ThrottleRule = {
  scope: 'idea-finder-ip',
  maxAttempts: 60,
  windowMs: 60 * 1000,
  reason: 'Too many idea searches from your network.',
};

/** Issue 15: the random idea (anyone) and the idea finder (signed in, as its page). */
export const ideasRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.getRandomIdea, async (request) =>
    getRandomIdea({ query: request.query }),
  );
  registerEndpoint(app, contract.findIdeas, async (request) => {
    await consumeAttempt(options, { rule: IDEA_FINDER_THROTTLE, subject: request.ip });
    return findIdeas({ input: request.body });
  });
};
