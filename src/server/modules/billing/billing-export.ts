import { asc, eq } from 'drizzle-orm';
import { checkoutSessions, memberships } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  withIsoDates,
} from '#server/modules/account/index';

/** The billing module's rows in the account export (account/account-export-part.ts). */
export const billingExportPart: AccountExportPart<'checkouts' | 'membership'> = {
  tables: { checkout_sessions: 'checkouts', memberships: 'membership' },
  read: async (db, userId) => {
    const [checkoutRows, membershipRows] = await Promise.all([
      // Stripe's checkout session id is included: it is the user's own payment reference (what
      // Stripe's receipts and support know the payment by), not a credential.
      db
        .select({
          id: checkoutSessions.id,
          productKind: checkoutSessions.productKind,
          productId: checkoutSessions.productId,
          provider: checkoutSessions.provider,
          providerSessionId: checkoutSessions.providerSessionId,
          amount: checkoutSessions.amount,
          currency: checkoutSessions.currency,
          status: checkoutSessions.status,
          createdAt: checkoutSessions.createdAt,
          completedAt: checkoutSessions.completedAt,
        })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, userId))
        .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id)),
      // Stripe's subscription id is included, as the checkout's: the user's own payment reference.
      db
        .select({
          tierId: memberships.tierId,
          provider: memberships.provider,
          providerSubscriptionId: memberships.providerSubscriptionId,
          currentPeriodStart: memberships.currentPeriodStart,
          currentPeriodEnd: memberships.currentPeriodEnd,
          cancelledAt: memberships.cancelledAt,
          createdAt: memberships.createdAt,
          updatedAt: memberships.updatedAt,
        })
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt)),
    ]);
    return {
      checkouts: checkoutRows.map((row) => ({
        ...row,
        createdAt: isoDate(row.createdAt),
        completedAt: isoDateOrNull(row.completedAt),
      })),
      membership: membershipRows.map((row) => ({
        ...withIsoDates(row),
        currentPeriodStart: isoDate(row.currentPeriodStart),
        currentPeriodEnd: isoDate(row.currentPeriodEnd),
        cancelledAt: isoDateOrNull(row.cancelledAt),
      })),
    };
  },
};
