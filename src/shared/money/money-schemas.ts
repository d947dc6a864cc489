import { z } from 'zod';
import { MONEY_CURRENCIES } from './currencies';

export const MoneyCurrencySchema = z.enum(MONEY_CURRENCIES, {
  error: () => `Must be one of ${MONEY_CURRENCIES.join(', ')}`,
});

/** The largest amount accepted as typed, in any currency (far above every engine range). */
export const MONEY_ENTRY_AMOUNT_MAX = 1e15;

/** An amount as the founder typed it, in their currency (currencies.ts converts it). */
export const MoneyEntrySchema = z.strictObject({
  currency: MoneyCurrencySchema,
  amount: z
    .number({ error: 'Must be a number' })
    .min(0, 'Must not be negative')
    .max(MONEY_ENTRY_AMOUNT_MAX, `Must be no more than ${MONEY_ENTRY_AMOUNT_MAX}`),
});
