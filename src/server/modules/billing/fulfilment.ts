import { paths } from '#shared/routes';
import { notify } from '#server/modules/notifications/index';
import {
  applyLedgerChange,
  lockTokenAccount,
  type Transaction,
} from '#server/modules/tokens/index';
import { allowanceKey, expireAllowance, isActive, isAlreadyMember } from './allowance';
import { type CheckoutRow, findMembership, saveMembership } from './billing.repository';
import { addOneMonth } from './membership-period';
import { findProduct } from './products';

/*
 * What a completed checkout gives, in the caller's transaction: the one place the demo confirm and
 * Stripe's webhook credit from. The caller has just moved the checkout from open to completed
 * (billing.repository closeOpenCheckout), so this runs once per checkout; the ledger keys make a
 * second run change nothing anyway.
 */

export type Fulfilment = {
  /**
   * A Stripe subscription to end at Stripe after the commit: the one the new tier replaces, or a
   * duplicate payment's own.
   */
  subscriptionToEnd: string | null;
  /** The tier was already running and renewing: the checkout gave nothing (issue 34). */
  isDuplicate: boolean;
};

/**
 * Whether completing `checkout` would pay again for a tier that is already running. The user's
 * token account row is locked first (docs/tokens.md): it serializes the user's purchases as it
 * does their token changes, so of two confirmations at once the second sees the first's
 * membership instead of both starting one.
 */
export const isDuplicateMembership = async (
  transaction: Transaction,
  checkout: Pick<CheckoutRow, 'userId' | 'productKind' | 'productId'>,
  now: Date,
): Promise<boolean> => {
  if (checkout.productKind !== 'tier') return false;
  await lockTokenAccount(transaction, checkout.userId, now);
  const membership = await findMembership(transaction, checkout.userId);
  return isAlreadyMember(membership, checkout.productId, now);
};

const creditNotice = async (
  transaction: Transaction,
  userId: string,
  entry: { id: string; delta: number; balanceAfter: number },
  link: string,
  now: Date,
) =>
  notify(
    transaction,
    {
      userId,
      kind: 'tokensCredited',
      params: { tokens: entry.delta, balance: entry.balanceAfter },
      link,
      dedupeKey: `credit:${entry.id}`,
    },
    now,
  );

export const fulfilCheckout = async (
  transaction: Transaction,
  checkout: CheckoutRow,
  now: Date,
  subscriptionId: string | null,
): Promise<Fulfilment> => {
  const product = findProduct(checkout.productKind, checkout.productId);
  const { userId } = checkout;
  if (product.kind === 'pack') {
    const outcome = await applyLedgerChange(
      transaction,
      {
        userId,
        delta: product.tokens,
        kind: 'purchase',
        source: product.id,
        idempotencyKey: `checkout:${checkout.id}`,
      },
      now,
    );
    if (outcome.status === 'applied')
      await creditNotice(transaction, userId, outcome.entry, paths.subscription, now);
    return { subscriptionToEnd: null, isDuplicate: false };
  }

  // Paid for a tier already running (a checkout opened just before another completed): the
  // period and the allowance stay as they are, and a duplicate Stripe subscription is ended so it
  // never renews; its first payment is refunded by hand, as refunds are (docs/tokens.md).
  if (await isDuplicateMembership(transaction, checkout, now))
    return { subscriptionToEnd: subscriptionId, isDuplicate: true };

  // A tier starts a new month now. A membership it replaces (an upgrade, or a cancelled one
  // bought again) ends here, and what was left of that month's allowance ends with it.
  const previous = await findMembership(transaction, userId);
  if (previous && isActive(previous, now)) await expireAllowance(transaction, previous, now);
  const periodEnd = addOneMonth(now);
  await saveMembership(
    transaction,
    {
      userId,
      tierId: product.id,
      provider: checkout.provider,
      providerSubscriptionId: subscriptionId,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      cancelledAt: null,
    },
    now,
  );
  await notify(
    transaction,
    {
      userId,
      kind: 'membershipChanged',
      params: { tier: product.id, change: 'started', periodEnd: periodEnd.toISOString() },
      link: paths.membership,
      dedupeKey: `membership:${checkout.id}`,
    },
    now,
  );
  if (product.tokens > 0) {
    const outcome = await applyLedgerChange(
      transaction,
      {
        userId,
        delta: product.tokens,
        kind: 'allowance',
        source: product.id,
        idempotencyKey: allowanceKey(product.id, now),
      },
      now,
    );
    if (outcome.status === 'applied')
      await creditNotice(transaction, userId, outcome.entry, paths.membership, now);
  }
  const replaced = previous?.providerSubscriptionId ?? null;
  return { subscriptionToEnd: replaced !== subscriptionId ? replaced : null, isDuplicate: false };
};
