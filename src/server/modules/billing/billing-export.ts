import { checkoutSessions, memberships } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The billing module's rows in the account export (account/account-export-part.ts). */
export const billingExportPart: AccountExportPart<'checkouts' | 'membership'> = combinedExportPart(
  ownRowsExportPart('checkouts', checkoutSessions, {
    // Stripe's checkout session id is included: it is the user's own payment reference (what
    // Stripe's receipts and support know the payment by), not a credential.
    columns: [
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
    owner: checkoutSessions.userId,
    orderBy: [checkoutSessions.createdAt, checkoutSessions.id],
  }),
  ownRowsExportPart('membership', memberships, {
    // Stripe's subscription id is included, as the checkout's: the user's own payment reference.
    columns: [
      'tierId',
      'provider',
      'providerSubscriptionId',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelledAt',
      'createdAt',
      'updatedAt',
    ],
    owner: memberships.userId,
    orderBy: [memberships.createdAt],
  }),
);
