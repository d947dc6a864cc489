import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Checkout,
  CheckoutAvailability,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
} from '#shared/contracts/billing';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { isActive } from './allowance';
import {
  type CheckoutRow,
  closeOpenCheckout,
  findMembership,
  findOwnedCheckout,
  insertCheckout,
  linkProviderSession,
} from './billing.repository';
import { type BillingSettings, checkoutModeOf } from './billing-settings';
import { fulfilCheckout } from './fulfilment';
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

export const DEMO_CHECKOUT_PATH = '/subscription-checkout';
const IDEMPOTENCY_CONFLICT = 'This Idempotency-Key was already used for a different purchase.';

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

const demoRedirect = (id: string) => `${DEMO_CHECKOUT_PATH}?checkout=${id}`;

export const createCheckout = async (
  context: BillingContext & { input: CreateCheckoutRequest; idempotencyKey: string | null },
): Promise<CreateCheckoutResponse> => {
  const { db, clock, userId, billing, input } = context;
  if (checkoutModeOf(billing) === 'unavailable') throw new AppError('CHECKOUT_UNAVAILABLE');
  const now = clock();
  if (input.productKind === 'tier') {
    const membership = await findMembership(db, userId);
    if (
      isActive(membership, now) &&
      membership.tierId === input.productId &&
      !membership.cancelledAt
    )
      throw new AppError('CONFLICT', { message: 'You already have this membership.' });
  }
  const product = findProduct(input.productKind, input.productId);
  const id = context.idempotencyKey ? idForKey(userId, context.idempotencyKey) : randomUUID();
  const inserted = await insertCheckout(db, {
    id,
    userId,
    productKind: product.kind,
    productId: product.id,
    provider: billing.stripe ? 'stripe' : 'demo',
    amount: product.price[input.currency],
    currency: input.currency,
    status: 'open',
    createdAt: now,
  });
  const checkout = inserted ?? (await findOwnedCheckout(db, userId, id));
  if (!checkout) throw new Error(`Checkout ${id} vanished after its insert`);
  if (
    checkout.productKind !== input.productKind ||
    checkout.productId !== input.productId ||
    checkout.currency !== input.currency
  )
    throw new AppError('CONFLICT', { message: IDEMPOTENCY_CONFLICT });
  if (!billing.stripe) return { checkoutId: id, redirectUrl: demoRedirect(id) };

  // Stripe's own idempotency key is our checkout id, so a repeated request gets the same session.
  const back = (status: string) =>
    `${context.appOrigin}${DEMO_CHECKOUT_PATH}?checkout=${id}&status=${status}`;
  let hosted;
  try {
    hosted = await billing.stripe.gateway.createCheckoutSession({
      checkoutId: id,
      mode: product.kind === 'pack' ? 'payment' : 'subscription',
      productName:
        product.kind === 'pack'
          ? `${product.tokens} Foresight tokens`
          : `Foresight ${product.id === 'pro' ? 'Pro' : 'Plus'} membership`,
      amount: checkout.amount,
      currency: input.currency,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
  } catch (error) {
    context.log.error({ err: error, checkoutId: id }, 'Stripe checkout session failed');
    throw new AppError('CHECKOUT_UNAVAILABLE', { cause: error });
  }
  const linked = await linkProviderSession(db, id, hosted.sessionId);
  // Stripe forgets idempotency keys after a day; a session other than the linked one would never
  // be credited, so the buyer starts a new checkout instead.
  if (linked !== hosted.sessionId)
    throw new AppError('CONFLICT', { message: 'This checkout has expired; please start again.' });
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

/** Completes a demo checkout: the only way a demo purchase credits; repeating it credits nothing. */
export const confirmDemoCheckout = async (context: BillingContext & { checkoutId: string }) => {
  const { db, clock, userId, checkoutId } = context;
  const row = await findOwnedCheckout(db, userId, checkoutId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.provider !== 'demo')
    throw new AppError('CONFLICT', { message: 'This checkout is paid on Stripe’s page.' });
  assertDemoAllowed(context.billing);
  await db.transaction(async (transaction) => {
    const now = clock();
    const closed = await closeOpenCheckout(transaction, checkoutId, 'completed', now);
    if (closed) await fulfilCheckout(transaction, closed, now, null);
  });
  return getCheckout(context);
};
