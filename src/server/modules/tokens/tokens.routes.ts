import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/tokens';
import { registerEndpoint } from '#server/http/register-endpoint';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { findTokenEntries, getTokenSummary } from './tokens.service';

/** Issue 16: the signed-in user's tokens (balance, free uses, ledger history). */
export const tokensRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.getTokens, async (request) =>
    getTokenSummary(signedInContext(options, request)),
  );
  registerEndpoint(app, contract.findTokenEntries, async (request) =>
    findTokenEntries({ ...signedInContext(options, request), before: request.query.before }),
  );
};
