import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '#shared/contracts/billing';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { ServerContext } from '#server/http/server-context';
import { clientIdempotencyKey } from '#server/modules/tokens/index';
import type { BillingSettings } from './billing-settings';
import * as checkout from './checkout.service';
import * as membership from './membership.service';
import { stripeWebhookRoutes } from './stripe-webhook';

export type BillingRouteOptions = ServerContext & { billing: BillingSettings; appOrigin: string };

/** Issue 16: checkout (Stripe or the demo), its webhook, and the membership. */
export const billingRoutes = async (app: FastifyInstance, options: BillingRouteOptions) => {
  const as = (request: FastifyRequest & { user: { id: string } }) => ({
    db: options.db,
    clock: options.clock,
    billing: options.billing,
    appOrigin: options.appOrigin,
    userId: request.user.id,
    log: request.log,
  });
  registerEndpoint(app, contract.getCheckoutAvailability, async () =>
    checkout.getCheckoutAvailability(options.billing),
  );
  registerEndpoint(app, contract.createCheckout, async (request) =>
    checkout.createCheckout({
      ...as(request),
      input: request.body,
      idempotencyKey: clientIdempotencyKey(request.headers),
    }),
  );
  registerEndpoint(app, contract.getCheckout, async (request) =>
    checkout.getCheckout({ ...as(request), checkoutId: request.params.id }),
  );
  registerEndpoint(app, contract.createCheckoutConfirmation, async (request) =>
    checkout.confirmDemoCheckout({ ...as(request), checkoutId: request.params.id }),
  );
  registerEndpoint(app, contract.getMembership, async (request) =>
    membership.getMembership(as(request)),
  );
  registerEndpoint(app, contract.createMembershipCancellation, async (request) =>
    membership.cancelMembership(as(request)),
  );
  const { stripe } = options.billing;
  if (stripe)
    await app.register(stripeWebhookRoutes, { db: options.db, clock: options.clock, stripe });
};
