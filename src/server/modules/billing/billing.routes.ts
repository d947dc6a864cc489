import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '#shared/contracts/billing';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IdempotencyKeySchema,
} from '#shared/contracts/tokens';
import { AppError } from '#shared/errors';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { ServerContext } from '#server/http/server-context';
import type { BillingSettings } from './billing-settings';
import * as checkout from './checkout.service';
import * as membership from './membership.service';
import { stripeWebhookRoutes } from './stripe-webhook';

export type BillingRouteOptions = ServerContext & { billing: BillingSettings; appOrigin: string };

const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {
      message: IDEMPOTENCY_KEY_MESSAGE,
      fieldErrors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_MESSAGE] },
    });
  return parsed.data;
};

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
  registerEndpoint(app, contract.createCheckout, async (request) =>
    checkout.createCheckout({
      ...as(request),
      input: request.body,
      idempotencyKey: idempotencyKeyOf(request),
    }),
  );
  registerEndpoint(app, contract.getCheckout, async (request) =>
    checkout.getCheckout({ ...as(request), checkoutId: request.params.id }),
  );
  registerEndpoint(app, contract.confirmDemoCheckout, async (request) =>
    checkout.confirmDemoCheckout({ ...as(request), checkoutId: request.params.id }),
  );
  registerEndpoint(app, contract.getMembership, async (request) =>
    membership.getMembership(as(request)),
  );
  registerEndpoint(app, contract.cancelMembership, async (request) =>
    membership.cancelMembership(as(request)),
  );
  const { stripe } = options.billing;
  if (stripe)
    await app.register(stripeWebhookRoutes, { db: options.db, clock: options.clock, stripe });
};
