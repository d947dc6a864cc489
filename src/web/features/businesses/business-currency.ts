import type { Business } from '#shared/contracts/businesses';
import { currencyForLocation } from '#shared/money/currencies';

/**
 * The currency a business's amounts are shown in: its location's own (issue 34, item 7), dollars
 * for a business without calculator answers or not in the list (calculations linked to none).
 */
export const currencyOfBusiness = (
  businesses: readonly Business[] | undefined,
  businessId: string | null,
) =>
  currencyForLocation(businesses?.find((business) => business.id === businessId)?.inputs?.location);
