import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Checkout,
  CheckoutAvailability,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
} from '#shared/contracts/billing';
import { AppError } from '#shared/errors';
import { paths } from '#shared/routes';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { isAlreadyMember } from './allowance';
import {
  type CheckoutRow,
  closeOpenCheckout,
  findMembership,
  findOpenTierCheckout,
  findOwnedCheckout,
  insertCheckout,
  linkProviderSession,
} from './billing.repository';
import { type BillingSettings, checkoutModeOf } from './billing-settings';
import { fulfilCheckout, isDuplicateMembership } from './fulfilment';
import { findProduct } from './products';

export type BillingContext = {
  db: Database;
  clock: Clock;
  userId: string;
  billing: BillingSettings;
  /** Where Stripe sends the buyer back (never the request's Host header). */
  appOrigin: string;
  log: FastifyBaseLogger;
};

const IDEMPOTENCY_CONFLICT = 'This Idempotency-Key was already used for a different purchase.';
const ALREADY_MEMBER = 'You already have this membership.';

/**
 * The checkout id for a client's Idempotency-Key: a UUID (version 8) hashed from the user and the
 * key, so a repeated key finds the first checkout by its primary key and two users' keys never meet.
 */
const idForKey = (userId: string, key: string) => {
  const hex = createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};

export const toCheckout = (row: CheckoutRow): Checkout => {
  const product = findProduct(row.productKind, row.productId);
  return {
    id: row.id,
    productKind: product.kind,
    productId: row.productId,
    provider: row.provider === 'stripe' ? 'stripe' : 'demo',
    amount: row.amount,
    currency: row.currency === 'TRY' ? 'TRY' : 'USD',
    tokens: product.tokens,
    status: row.status === 'completed' || row.status === 'expired' ? row.status : 'open',
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
};

const assertDemoAllowed = (billing: BillingSettings) => {
  if (!billing.isDemoCheckoutAllowed) throw new AppError('CHECKOUT_UNAVAILABLE');
};

const demoRedirect = (id: string) => `${paths.subscriptionCheckout}?checkout=${id}`;

type CreateCheckoutContext = BillingContext & {
  input: CreateCheckoutRequest;
  idempotencyKey: string | null;
};

/**
 * The checkout this request opens, or the one it repeats: its Idempotency-Key's, or the tier's
 * open checkout. One open checkout per user and tier (a unique index): a second request gets the
 * first as it is, so simultaneous clicks become one payment, not one each (issue 34).
 */
const openCheckout = async (context: CreateCheckoutContext, id: string): Promise<CheckoutRow> => {
  const { db, userId, input, billing } = context;
  const product = findProduct(input.productKind, input.productId);
  const inserted = await insertCheckout(db, {
    id,
    userId,
    productKind: product.kind,
    productId: product.id,
    provider: billing.stripe ? 'stripe' : 'demo',
    amount: product.price[input.currency],
    currency: input.currency,
    status: 'open',
    createdAt: context.clock(),
  });
  if (inserted) return inserted;
  const repeated = await findOwnedCheckout(db, userId, id);
  if (repeated) {
    if (
      repeated.productKind !== input.productKind ||
      repeated.productId !== input.productId ||
      repeated.currency !== input.currency
    )
      throw new AppError('CONFLICT', { message: IDEMPOTENCY_CONFLICT });
    return repeated;
  }
  if (product.kind !== 'tier') throw new Error(`Checkout ${id} vanished after its insert`);
  const open = await findOpenTierCheckout(db, userId, product.id);
  // Completed between the insert and this read: the membership is running now.
  if (!open) throw new AppError('CONFLICT', { message: ALREADY_MEMBER });
  return open;
};

export const createCheckout = async (
  context: CreateCheckoutContext,
): Promise<CreateCheckoutResponse> => {
  const { db, clock, userId, billing, input } = context;
  if (checkoutModeOf(billing) === 'unavailable') throw new AppError('CHECKOUT_UNAVAILABLE');
  if (
    input.productKind === 'tier' &&
    isAlreadyMember(await findMembership(db, userId), input.productId, clock())
  )
    throw new AppError('CONFLICT', { message: ALREADY_MEMBER });
  const requestedId = context.idempotencyKey
    ? idForKey(userId, context.idempotencyKey)
    : randomUUID();
  const row = await openCheckout(context, requestedId);
  const checkout = toCheckout(row);
  const { id } = checkout;
  if (!billing.stripe) return { checkoutId: id, redirectUrl: demoRedirect(id) };

  // Stripe's own idempotency key is our checkout id, so a repeated request gets the same session.
  const back = (status: string) =>
    `${context.appOrigin}${paths.subscriptionCheckout}?checkout=${id}&status=${status}`;
  let hosted;
  try {
    hosted = await billing.stripe.gateway.createCheckoutSession({
      checkoutId: id,
      mode: checkout.productKind === 'pack' ? 'payment' : 'subscription',
      productName:
        checkout.productKind === 'pack'
          ? `${checkout.tokens} Foresight tokens`
          : `Foresight ${checkout.productId === 'pro' ? 'Pro' : 'Plus'} membership`,
      amount: checkout.amount,
      currency: checkout.currency,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
  } catch (error) {
    context.log.error({ err: error, checkoutId: id }, 'Stripe checkout session failed');
    throw new AppError('CHECKOUT_UNAVAILABLE', { cause: error });
  }
  const linked = await linkProviderSession(db, id, hosted.sessionId);
  // Stripe forgets idempotency keys after a day, when its session has expired too; a session
  // other than the linked one would never be credited, so this checkout ends and the buyer's
  // next request opens a new one (an open tier checkout would otherwise be handed back forever).
  if (linked !== hosted.sessionId) {
    await closeOpenCheckout(db, id, 'expired', clock());
    throw new AppError('CONFLICT', { message: 'This checkout has expired; please start again.' });
  }
  return { checkoutId: id, redirectUrl: hosted.url };
};

/** Read by the pages that sell before they show a buy button (GET /api/checkout/availability). */
export const getCheckoutAvailability = (billing: BillingSettings): CheckoutAvailability => ({
  mode: checkoutModeOf(billing),
});

export const getCheckout = async (context: BillingContext & { checkoutId: string }) => {
  const row = await findOwnedCheckout(context.db, context.userId, context.checkoutId);
  if (!row) throw new AppError('NOT_FOUND');
  return toCheckout(row);
};

/**
 * Completes a demo checkout: the only way a demo purchase credits; repeating it credits nothing.
 * A membership checkout confirmed while that tier already runs is refused (409) and expired: it
 * would restart the month and replace its allowance, a second payment for one month (issue 34).
 */
export const confirmDemoCheckout = async (context: BillingContext & { checkoutId: string }) => {
  const { db, clock, userId, checkoutId } = context;
  const row = await findOwnedCheckout(db, userId, checkoutId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.provider !== 'demo')
    throw new AppError('CONFLICT', { message: 'This checkout is paid on Stripe’s page.' });
  assertDemoAllowed(context.billing);
  const isRefused = await db.transaction(async (transaction) => {
    const now = clock();
    const isDuplicate = await isDuplicateMembership(transaction, row, now);
    const closed = await closeOpenCheckout(
      transaction,
      checkoutId,
      isDuplicate ? 'expired' : 'completed',
      now,
    );
    if (closed && !isDuplicate) await fulfilCheckout(transaction, closed, now, null);
    return closed !== null && isDuplicate;
  });
  if (isRefused) throw new AppError('CONFLICT', { message: ALREADY_MEMBER });
  return getCheckout(context);
};
