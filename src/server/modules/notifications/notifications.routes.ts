import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/notifications';
import { type ServerContext, signedInContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { NotificationSource } from './notification-sources';
import { findNotifications, readAllNotifications, readNotification } from './notifications.service';

export type NotificationsRoutesOptions = ServerContext & {
  /** Every module's notification sources (src/server/module-parts.ts). */
  sources: readonly NotificationSource[];
};

export const notificationsRoutes = async (
  app: FastifyInstance,
  options: NotificationsRoutesOptions,
) => {
  registerEndpoint(app, contract.findNotifications, async (request) =>
    findNotifications(
      { ...signedInContext(options, request), sources: options.sources },
      request.query,
    ),
  );
  registerEndpoint(app, contract.updateNotificationRead, async (request) =>
    readNotification(signedInContext(options, request), request.params.id),
  );
  registerEndpoint(app, contract.updateAllNotificationsRead, async (request) =>
    readAllNotifications(signedInContext(options, request)),
  );
};
