import { z } from 'zod';

/*
 * The one catalogue of what Foresight gives away and what costs tokens. /pricing renders it, and the
 * token ledger of issue 16 enforces exactly these figures on the server (spends, credits,
 * checkout prices come only from here), so a price is never written twice. Money is kept as integers
 * in minor units (cents, kuruş) so that no rounding happens between the page, the ledger and Stripe.
 */

export const CURRENCIES = ['USD', 'TRY'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** A price in every currency we sell in, in minor units (100 = $1.00 or ₺1,00). */
export const PriceSchema = z.object({ USD: z.int().positive(), TRY: z.int().positive() });
export type Price = z.infer<typeof PriceSchema>;

/** What stays free for everyone, signed in or not, with or without tokens. */
export const FREE_FEATURES = [
  'calculator',
  'results',
  'explanations',
  'saving',
  'sharing',
  'export',
  'successScorePage',
  'dataExport',
] as const;
export const FreeFeatureSchema = z.enum(FREE_FEATURES);
export type FreeFeature = z.infer<typeof FreeFeatureSchema>;

export const PAID_TOOL_IDS = ['comprehensiveAnalysis', 'simulatorRun', 'aiNarrative'] as const;
export const PaidToolIdSchema = z.enum(PAID_TOOL_IDS);
export type PaidToolId = z.infer<typeof PaidToolIdSchema>;

export const PaidToolSchema = z.object({
  id: PaidToolIdSchema,
  /** Tokens taken from the balance for one use. */
  tokenCost: z.int().positive(),
  /** Uses per UTC day that cost nothing (0: every use costs tokens). */
  dailyFreeUses: z.int().nonnegative(),
  /** False while the tool itself is still being built (it shows as "coming next"). */
  isAvailable: z.boolean(),
});
export type PaidTool = z.infer<typeof PaidToolSchema>;

/** Pack ids are stable: the ledger and payment records refer to them. */
export const TokenPackSchema = z.object({
  id: z.string().regex(/^pack-[a-z0-9-]+$/),
  tokens: z.int().positive(),
  price: PriceSchema,
});
export type TokenPack = z.infer<typeof TokenPackSchema>;

export const MembershipTierSchema = z.object({
  id: z.enum(['free', 'plus', 'pro']),
  /** Per month; null for the free tier. */
  monthlyPrice: PriceSchema.nullable(),
  /** Tokens credited at the start of each paid month. */
  monthlyTokens: z.int().nonnegative(),
  /** Simulator runs and goal searches a day before a run costs tokens. */
  dailyFreeSimulatorRuns: z.int().positive(),
});
export type MembershipTier = z.infer<typeof MembershipTierSchema>;

export const CatalogueSchema = z.object({
  freeFeatures: z.array(FreeFeatureSchema).min(1),
  paidTools: z.array(PaidToolSchema).min(1),
  /** Credited once when an account is created. */
  signUpTokens: z.int().nonnegative(),
  packs: z.array(TokenPackSchema).min(1),
  tiers: z.array(MembershipTierSchema).min(1),
  /** Bought tokens never expire; a month's allowance ends with that month. */
  doPurchasedTokensExpire: z.literal(false),
  doesMonthlyAllowanceRollOver: z.boolean(),
  /** A pack none of whose tokens were spent can be refunded for this many days after purchase. */
  unusedPackRefundDays: z.int().nonnegative(),
  /** Whether token packs and memberships can be bought (/subscription, /membership). */
  isCheckoutOpen: z.boolean(),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** Simulator runs and goal searches a day that stay free without a membership. */
const FREE_DAILY_SIMULATOR_RUNS = 10;

export const CATALOGUE: Catalogue = {
  freeFeatures: [...FREE_FEATURES],
  paidTools: [
    { id: 'comprehensiveAnalysis', tokenCost: 5, dailyFreeUses: 0, isAvailable: true },
    // The Monte Carlo simulator and the goal search exist today; each counts as one run.
    {
      id: 'simulatorRun',
      tokenCost: 1,
      dailyFreeUses: FREE_DAILY_SIMULATOR_RUNS,
      isAvailable: true,
    },
    { id: 'aiNarrative', tokenCost: 2, dailyFreeUses: 0, isAvailable: false },
  ],
  signUpTokens: 10,
  packs: [
    { id: 'pack-20', tokens: 20, price: { USD: 500, TRY: 19_900 } },
    { id: 'pack-60', tokens: 60, price: { USD: 1_200, TRY: 47_900 } },
    { id: 'pack-150', tokens: 150, price: { USD: 2_500, TRY: 99_900 } },
    { id: 'pack-400', tokens: 400, price: { USD: 5_000, TRY: 199_900 } },
  ],
  tiers: [
    {
      id: 'free',
      monthlyPrice: null,
      monthlyTokens: 0,
      dailyFreeSimulatorRuns: FREE_DAILY_SIMULATOR_RUNS,
    },
    {
      id: 'plus',
      monthlyPrice: { USD: 900, TRY: 34_900 },
      monthlyTokens: 60,
      dailyFreeSimulatorRuns: 50,
    },
    {
      id: 'pro',
      monthlyPrice: { USD: 2_400, TRY: 89_900 },
      monthlyTokens: 200,
      dailyFreeSimulatorRuns: 200,
    },
  ],
  doPurchasedTokensExpire: false,
  doesMonthlyAllowanceRollOver: false,
  unusedPackRefundDays: 14,
  isCheckoutOpen: true,
};

/** The price of one token in a pack, in minor units (not rounded). */
export const unitPrice = (pack: TokenPack, currency: Currency): number =>
  pack.price[currency] / pack.tokens;

export const findPaidTool = (id: PaidToolId): PaidTool => {
  const tool = CATALOGUE.paidTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`No paid tool ${id} in the catalogue`);
  return tool;
};
