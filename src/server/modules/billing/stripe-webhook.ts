import { paths } from '#shared/routes';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { STRIPE_WEBHOOK_PATH } from '#shared/contracts/billing';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { notify } from '#server/modules/notifications/index';
import { applyLedgerChange, type Transaction } from '#server/modules/tokens/index';
import { allowanceKey, expireAllowance } from './allowance';
import {
  closeOpenCheckout,
  findCheckout,
  findMembershipBySubscription,
  recordStripeEvent,
  updateMembership,
} from './billing.repository';
import type { StripeSettings } from './billing-settings';
import { fulfilCheckout } from './fulfilment';
import { findTier } from './products';

/*
 * Stripe's webhook (security cases 57 and 58). The signature is checked over the exact bytes
 * Stripe sent, with a 300 s tolerance; any failure is 400 and changes nothing. A verified event is
 * recorded in stripe_events in the same transaction as its effect, so a redelivered event (10
 * times at once, or days later) is acknowledged without a second credit, and a failure rolls both
 * back for Stripe to retry. Checkouts only move from open to completed, so a second event about
 * the same session, or events out of order, credit nothing more. The success redirect credits
 * nothing: only this route does (and the demo confirm, which Stripe servers never use).
 */

export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Invoice events carry every line; more room than the API's 64 KB for JSON. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const SessionSchema = z.looseObject({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  subscription: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
});
type Session = z.infer<typeof SessionSchema>;

const InvoiceSchema = z.looseObject({
  billing_reason: z.string().nullish(),
  /** API versions before 2025-03: the subscription at the top level. */
  subscription: z.string().nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: z.string() }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(z.looseObject({ period: z.object({ start: z.number(), end: z.number() }) })),
  }),
});

const SubscriptionSchema = z.looseObject({ id: z.string() });

type Handled = { subscriptionToEnd: string | null };
const NOTHING: Handled = { subscriptionToEnd: null };

const subscriptionIdOf = (session: Session) =>
  typeof session.subscription === 'string'
    ? session.subscription
    : (session.subscription?.id ?? null);

/** Completed and paid (a delayed payment method completes first and pays later). */
const completeSession = async (
  transaction: Transaction,
  session: Session,
  now: Date,
  log: FastifyBaseLogger,
): Promise<Handled> => {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
    return NOTHING;
  const checkout = session.client_reference_id
    ? await findCheckout(transaction, session.client_reference_id)
    : null;
  // Only a session this app created, for the amount it asked: anything else is logged, not paid.
  if (
    !checkout ||
    checkout.provider !== 'stripe' ||
    checkout.providerSessionId !== session.id ||
    (session.amount_total != null && session.amount_total !== checkout.amount) ||
    (session.currency != null && session.currency.toUpperCase() !== checkout.currency)
  ) {
    log.warn({ sessionId: session.id }, 'Stripe session matches no checkout of ours; ignored');
    return NOTHING;
  }
  const closed = await closeOpenCheckout(transaction, checkout.id, 'completed', now);
  if (!closed) {
    // Completed already: a repeated event. Expired here: a checkout superseded by another of the
    // same tier (migration 0009), paid anyway; it gives nothing, so the money goes back by hand.
    if (checkout.status === 'expired')
      log.warn(
        { checkoutId: checkout.id, sessionId: session.id, amount: checkout.amount },
        'Stripe payment for an expired checkout: nothing given; refund it in the Stripe dashboard',
      );
    return NOTHING;
  }
  const fulfilment = await fulfilCheckout(transaction, closed, now, subscriptionIdOf(session));
  if (fulfilment.isDuplicate)
    log.warn(
      { checkoutId: checkout.id, sessionId: session.id, amount: checkout.amount },
      'Stripe payment for a membership already running: nothing given, its subscription is ended; refund it in the Stripe dashboard',
    );
  return fulfilment;
};

const expireSession = async (transaction: Transaction, session: Session, now: Date) => {
  const checkout = session.client_reference_id
    ? await findCheckout(transaction, session.client_reference_id)
    : null;
  if (checkout?.providerSessionId === session.id)
    await closeOpenCheckout(transaction, checkout.id, 'expired', now);
  return NOTHING;
};

/** A monthly renewal: the old month's allowance ends, the new month's is credited. */
const renew = async (transaction: Transaction, raw: unknown, now: Date): Promise<Handled> => {
  const invoice = InvoiceSchema.parse(raw);
  // The first month is credited by checkout.session.completed.
  if (invoice.billing_reason !== 'subscription_cycle') return NOTHING;
  const subscriptionId =
    invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  const period = invoice.lines.data[0]?.period;
  if (!subscriptionId || !period) return NOTHING;
  const membership = await findMembershipBySubscription(transaction, subscriptionId);
  const start = new Date(period.start * 1000);
  // Unknown, or a period already applied (a late or repeated invoice): nothing to do.
  if (!membership || start <= membership.currentPeriodStart) return NOTHING;
  await expireAllowance(transaction, membership, now);
  const end = new Date(period.end * 1000);
  await updateMembership(
    transaction,
    membership.userId,
    { currentPeriodStart: start, currentPeriodEnd: end },
    now,
  );
  const { monthlyTokens } = findTier(membership.tierId);
  if (monthlyTokens > 0) {
    const outcome = await applyLedgerChange(
      transaction,
      {
        userId: membership.userId,
        delta: monthlyTokens,
        kind: 'allowance',
        source: membership.tierId,
        idempotencyKey: allowanceKey(membership.tierId, start),
      },
      now,
    );
    if (outcome.status === 'applied')
      await notify(
        transaction,
        {
          userId: membership.userId,
          kind: 'tokensCredited',
          params: { tokens: monthlyTokens, balance: outcome.entry.balanceAfter },
          link: paths.membership,
          dedupeKey: `credit:${outcome.entry.id}`,
        },
        now,
      );
  }
  await notify(
    transaction,
    {
      userId: membership.userId,
      kind: 'membershipChanged',
      params: { tier: membership.tierId, change: 'renewed', periodEnd: end.toISOString() },
      link: paths.membership,
      dedupeKey: `renewal:${subscriptionId}:${start.toISOString()}`,
    },
    now,
  );
  return NOTHING;
};

/** Stripe ended the subscription (cancelled at period end, or unpaid): the tier ends now. */
const endSubscription = async (transaction: Transaction, raw: unknown, now: Date) => {
  const { id } = SubscriptionSchema.parse(raw);
  const membership = await findMembershipBySubscription(transaction, id);
  if (membership && now < membership.currentPeriodEnd)
    await updateMembership(
      transaction,
      membership.userId,
      { currentPeriodEnd: now, cancelledAt: membership.cancelledAt ?? now },
      now,
    );
  return NOTHING;
};

export const handleStripeEvent = (
  db: Database,
  event: { id: string; type: string; data: { object: unknown } },
  now: Date,
  log: FastifyBaseLogger,
): Promise<Handled> =>
  db.transaction(async (transaction) => {
    if (!(await recordStripeEvent(transaction, event.id, event.type, now))) return NOTHING;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return completeSession(transaction, SessionSchema.parse(event.data.object), now, log);
      case 'checkout.session.expired':
        return expireSession(transaction, SessionSchema.parse(event.data.object), now);
      case 'invoice.paid':
        return renew(transaction, event.data.object, now);
      case 'customer.subscription.deleted':
        return endSubscription(transaction, event.data.object, now);
      default:
        // Refunds and disputes are handled by hand in Stripe's dashboard; recorded, no effect.
        return NOTHING;
    }
  });

/** The `t=` of a Stripe-Signature header, in seconds (NaN when absent: constructEvent refuses it). */
const signedAt = (header: string) =>
  Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(header)?.[1] ?? Number.NaN);

export type WebhookOptions = { db: Database; clock: Clock; stripe: StripeSettings };

/** Registered in a scope of its own, so only this route reads JSON as raw bytes. */
export const stripeWebhookRoutes = async (app: FastifyInstance, options: WebhookOptions) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // Stripe sends no cookie; the route reads no session, so a forged browser POST gains nothing.
      config: { ignoresSession: true },
      schema: { hide: true },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw new Error('No signature or body');
        const receivedAt = options.clock().getTime();
        // Stripe's check refuses a stale timestamp but not one from the future; ours refuses both.
        if (signedAt(signature) * 1000 - receivedAt > WEBHOOK_TOLERANCE_SECONDS * 1000)
          throw new Error('Signature timestamp is in the future');
        event = Stripe.webhooks.constructEvent(
          request.body,
          signature,
          options.stripe.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch (error) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'The webhook signature did not verify.',
          cause: error,
        });
      }
      const handled = await handleStripeEvent(options.db, event, options.clock(), request.log);
      if (handled.subscriptionToEnd) {
        // An upgrade replaced a Stripe subscription, or a duplicate payment started one; after
        // the commit, so a failure here (logged, fixable in Stripe's dashboard) never undoes it.
        await options.stripe.gateway
          .cancelSubscriptionNow(handled.subscriptionToEnd)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'Could not end a Stripe subscription'),
          );
      }
      return { received: true };
    },
  );
};
