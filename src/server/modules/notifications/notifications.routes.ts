import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/notifications';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findNotifications, readAllNotifications, readNotification } from './notifications.service';

export const notificationsRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, contract.findNotifications, async (request) =>
    findNotifications(signedInContext(options, request), request.query),
  );
  registerEndpoint(app, contract.updateNotificationRead, async (request) =>
    readNotification(signedInContext(options, request), request.params.id),
  );
  registerEndpoint(app, contract.updateAllNotificationsRead, async (request) =>
    readAllNotifications(signedInContext(options, request)),
  );
};
