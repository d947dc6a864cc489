import type { FastifyInstance } from 'fastify';
import {
  createFollowUpAnswer,
  findDueFollowUps,
  getTrackRecord,
} from '#shared/contracts/follow-ups';
import { registerEndpoint } from '#server/http/register-endpoint';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import * as service from './follow-ups.service';

/** Answers change slowly and carry nothing personal: shared caches may keep the record a while. */
const TRACK_RECORD_CACHE = 'public, max-age=300';

export const followUpsRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, findDueFollowUps, async (request) =>
    service.findDueFollowUps(signedInContext(options, request)),
  );
  registerEndpoint(app, createFollowUpAnswer, async (request) =>
    service.answerFollowUp({ ...signedInContext(options, request), input: request.body }),
  );
  registerEndpoint(app, getTrackRecord, async (_request, reply) => {
    reply.header('cache-control', TRACK_RECORD_CACHE);
    return service.getTrackRecord({ db: options.db });
  });
};
