import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteAccount as deleteAccountEndpoint,
  deleteAccountSession,
  deleteAllAccountSessions,
  findAccountSessions as findAccountSessionsEndpoint,
  getAccount as getAccountEndpoint,
  getAccountExport,
  updatePassword,
  updateProfile as updateProfileEndpoint,
} from '#shared/contracts/account';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { signedInContext } from '#server/http/server-context';
import { isSecureRequest } from '#server/plugins/security';
import { readDeviceId, CLEAR_SITE_DATA, clearSessionCookie } from '#server/modules/auth/index';
import type { SomeAccountExportPart } from './account-export-part';
import { exportAccount } from './account-export.service';
import {
  endAccountSession,
  endAllAccountSessions,
  findAccountSessions,
} from './account-sessions.service';
import { changePassword, deleteAccount, getAccount, updateProfile } from './account.service';

export type AccountRoutesOptions = {
  db: Database;
  clock: Clock;
  publicOrigin: string | undefined;
  /** Every module's share of the account export (src/server/module-parts.ts). */
  exportParts: readonly SomeAccountExportPart[];
};

export const accountRoutes = async (app: FastifyInstance, options: AccountRoutesOptions) => {
  const server = { db: options.db, clock: options.clock };
  const isSecure = (request: FastifyRequest) => isSecureRequest(request, options.publicOrigin);
  const requesterOf = (request: FastifyRequest) => ({
    sessionId: request.sessionId,
    ip: request.ip,
    deviceId: readDeviceId(request, isSecure(request)),
  });
  // The session is over on the server: the browser forgets the cookie and cached pages too.
  const forgetBrowserSession = (request: FastifyRequest, reply: FastifyReply) => {
    clearSessionCookie(reply, isSecure(request));
    reply.header('clear-site-data', CLEAR_SITE_DATA);
  };

  registerEndpoint(app, getAccountEndpoint, async (request) =>
    getAccount(signedInContext(server, request)),
  );

  registerEndpoint(app, updateProfileEndpoint, async (request) =>
    updateProfile(signedInContext(server, request), request.body),
  );

  registerEndpoint(app, updatePassword, async (request) => {
    await changePassword(signedInContext(server, request), {
      ...request.body,
      requester: requesterOf(request),
    });
    return { ok: true as const };
  });

  registerEndpoint(app, findAccountSessionsEndpoint, async (request) =>
    findAccountSessions(signedInContext(server, request), request.sessionId),
  );

  registerEndpoint(app, deleteAccountSession, async (request) => {
    await endAccountSession(signedInContext(server, request), request.params.id);
    return undefined;
  });

  registerEndpoint(app, deleteAllAccountSessions, async (request, reply) => {
    await endAllAccountSessions(signedInContext(server, request));
    forgetBrowserSession(request, reply);
    return { ok: true as const };
  });

  registerEndpoint(app, getAccountExport, async (request, reply) => {
    const data = await exportAccount(
      { ...signedInContext(server, request), parts: options.exportParts },
      request.sessionId,
    );
    const date = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="foresight-export-${date}.json"`);
    // Personal data: never kept by a shared cache or the browser's back/forward cache.
    reply.header('cache-control', 'no-store');
    return data;
  });

  registerEndpoint(app, deleteAccountEndpoint, async (request, reply) => {
    await deleteAccount(signedInContext(server, request), {
      ...request.body,
      requester: requesterOf(request),
    });
    forgetBrowserSession(request, reply);
    return { ok: true as const };
  });
};
