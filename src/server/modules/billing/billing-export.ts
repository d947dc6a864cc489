import { checkoutSessions, memberships } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  readOwnRows,
  withIsoDates,
} from '#server/modules/account/index';

/** The billing module's rows in the account export (account/account-export-part.ts). */
export const billingExportPart: AccountExportPart<'checkouts' | 'membership'> = {
  tables: { checkout_sessions: 'checkouts', memberships: 'membership' },
  read: async (db, userId) => {
    const [checkoutRows, membershipRows] = await Promise.all([
      // Stripe's checkout session id is included: it is the user's own payment reference (what
      // Stripe's receipts and support know the payment by), not a credential.
      readOwnRows(
        db,
        checkoutSessions,
        [
          'id',
          'productKind',
          'productId',
          'provider',
          'providerSessionId',
          'amount',
          'currency',
          'status',
          'createdAt',
          'completedAt',
        ],
        checkoutSessions.userId,
        userId,
        [checkoutSessions.createdAt, checkoutSessions.id],
      ),
      // Stripe's subscription id is included, as the checkout's: the user's own payment reference.
      readOwnRows(
        db,
        memberships,
        [
          'tierId',
          'provider',
          'providerSubscriptionId',
          'currentPeriodStart',
          'currentPeriodEnd',
          'cancelledAt',
          'createdAt',
          'updatedAt',
        ],
        memberships.userId,
        userId,
        [memberships.createdAt],
      ),
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
