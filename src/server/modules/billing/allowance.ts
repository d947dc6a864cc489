import {
  applyLedgerChange,
  lockTokenAccount,
  type Transaction,
} from '#server/modules/tokens/index';
import { hasLedgerEntry, type MembershipRow, netSpentBetween } from './billing.repository';
import { findTier } from './products';

/*
 * A month's allowance does not roll over (CATALOGUE.doesMonthlyAllowanceRollOver is false). The
 * ledger keeps no separate pots, so the rule is worked out from it: spends draw on the month's
 * allowance first, so what is left of it is the allowance less that month's net spends, and never
 * more than the balance. When the month ends, an `expire` entry takes exactly that away; bought and
 * sign-up tokens are never touched. Each period expires once (its key names the period).
 */

export const expireKey = (membership: Pick<MembershipRow, 'tierId' | 'currentPeriodStart'>) =>
  `expire:${membership.tierId}:${membership.currentPeriodStart.toISOString()}`;

export const allowanceKey = (tierId: string, periodStart: Date) =>
  `allowance:${tierId}:${periodStart.toISOString()}`;

/** What is left of the period's allowance, with the account locked by the caller. */
export const allowanceLeft = async (
  transaction: Transaction,
  membership: MembershipRow,
  balance: number,
): Promise<number> => {
  const { monthlyTokens } = findTier(membership.tierId);
  const spent = await netSpentBetween(
    transaction,
    membership.userId,
    membership.currentPeriodStart,
    membership.currentPeriodEnd,
  );
  return Math.max(0, Math.min(balance, monthlyTokens - spent));
};

/**
 * Ends the period's allowance: removes what is left of it. Called when a period is over (read
 * lazily), renewed, or replaced by another tier. Idempotent per period.
 */
export const expireAllowance = async (
  transaction: Transaction,
  membership: MembershipRow,
  now: Date,
): Promise<void> => {
  const key = expireKey(membership);
  if (await hasLedgerEntry(transaction, membership.userId, key)) return;
  const balance = await lockTokenAccount(transaction, membership.userId, now);
  const left = await allowanceLeft(transaction, membership, balance);
  if (left === 0) return;
  await applyLedgerChange(
    transaction,
    {
      userId: membership.userId,
      delta: -left,
      kind: 'expire',
      source: membership.tierId,
      idempotencyKey: key,
    },
    now,
  );
};

/** Whether the membership's paid period is running at `now`. */
export const isActive = (
  membership: MembershipRow | null,
  now: Date,
): membership is MembershipRow => membership !== null && now < membership.currentPeriodEnd;

/**
 * The user already has this tier, running and renewing: buying it again would pay a second time
 * for the same month. A cancelled one may be bought again (it starts a new, renewing month).
 */
export const isAlreadyMember = (membership: MembershipRow | null, tierId: string, now: Date) =>
  isActive(membership, now) && membership.tierId === tierId && membership.cancelledAt === null;
