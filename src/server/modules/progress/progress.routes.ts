import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/progress';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findAchievements } from './achievements.service';
import { getTutorial, updateTutorial } from './tutorial.service';

/** The tutorial's progress and the achievements (issue 16). */
export const progressRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.getTutorial, async (request) =>
    getTutorial(signedInContext(options, request)),
  );
  registerEndpoint(app, contract.updateTutorial, async (request) =>
    updateTutorial(signedInContext(options, request), request.body),
  );
  registerEndpoint(app, contract.findAchievements, async (request) =>
    findAchievements(signedInContext(options, request)),
  );
};
