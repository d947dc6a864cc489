import { paths } from '#shared/routes';
import type { Membership } from '#shared/contracts/billing';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import { notify } from '#server/modules/notifications/index';
import { lockTokenAccount } from '#server/modules/tokens/index';
import { allowanceLeft, expireAllowance, isActive } from './allowance';
import { findMembership, type MembershipRow, updateMembership } from './billing.repository';
import type { BillingContext } from './checkout.service';

const FREE: Omit<Membership, 'tokenBalance'> = {
  tierId: 'free',
  provider: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelledAt: null,
  renews: false,
  allowanceLeft: 0,
};

const toMembership = (row: MembershipRow, left: number, tokenBalance: number): Membership => ({
  tierId: row.tierId === 'pro' ? 'pro' : 'plus',
  provider: row.provider === 'stripe' ? 'stripe' : 'demo',
  currentPeriodStart: row.currentPeriodStart.toISOString(),
  currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  renews: row.provider === 'stripe' && row.cancelledAt === null,
  allowanceLeft: left,
  tokenBalance,
});

/**
 * The membership in force and what is left of its allowance. A period that has ended is settled
 * here (its unspent allowance expires), so the rule holds without a scheduler.
 */
export const settleMembership = async (
  db: Database,
  userId: string,
  now: Date,
): Promise<Membership> =>
  db.transaction(async (transaction) => {
    const balance = await lockTokenAccount(transaction, userId, now);
    const row = await findMembership(transaction, userId);
    if (!row) return { ...FREE, tokenBalance: balance };
    if (!isActive(row, now)) {
      await expireAllowance(transaction, row, now);
      return { ...FREE, tokenBalance: await lockTokenAccount(transaction, userId, now) };
    }
    return toMembership(row, await allowanceLeft(transaction, row, balance), balance);
  });

export const getMembership = (context: Pick<BillingContext, 'db' | 'clock' | 'userId'>) =>
  settleMembership(context.db, context.userId, context.clock());

/**
 * Stops renewal; the tier and its allowance stay until the paid month ends. Nothing else changes:
 * calculations, businesses and every other record stay as they are.
 */
export const cancelMembership = async (context: BillingContext): Promise<Membership> => {
  const { db, clock, userId, billing } = context;
  const now = clock();
  const row = await findMembership(db, userId);
  if (!isActive(row, now))
    throw new AppError('NOT_FOUND', { message: 'You have no membership to cancel.' });
  if (row.cancelledAt === null) {
    // Stripe first: if it fails, the membership must not look cancelled while it still renews.
    if (row.provider === 'stripe' && row.providerSubscriptionId) {
      if (!billing.stripe) throw new AppError('CHECKOUT_UNAVAILABLE');
      try {
        await billing.stripe.gateway.cancelSubscriptionAtPeriodEnd(row.providerSubscriptionId);
      } catch (error) {
        context.log.error({ err: error }, 'Stripe subscription cancel failed');
        throw new AppError('CHECKOUT_UNAVAILABLE', { cause: error });
      }
    }
    await db.transaction(async (transaction) => {
      await updateMembership(transaction, userId, { cancelledAt: now }, now);
      await notify(
        transaction,
        {
          userId,
          kind: 'membershipChanged',
          params: {
            tier: row.tierId,
            change: 'cancelled',
            periodEnd: row.currentPeriodEnd.toISOString(),
          },
          link: paths.membership,
          dedupeKey: `membership-cancel:${row.currentPeriodStart.toISOString()}`,
        },
        now,
      );
    });
  }
  return getMembership(context);
};
