import { z } from 'zod';
import { CATALOGUE, CurrencySchema } from '#shared/catalogue';
import { defineEndpoint } from './endpoint';

/*
 * Issue 16: buying a token pack or a membership, and the membership itself. The request names a
 * product and a currency only; the price, the tokens and the buyer come from the server (the
 * catalogue and the session), so a body with an amount, a quantity or a userId is refused.
 */

const packIds = CATALOGUE.packs.map((pack) => pack.id) as [string, ...string[]];
export const PAID_TIER_IDS = ['plus', 'pro'] as const;
export const PaidTierIdSchema = z.enum(PAID_TIER_IDS);
export type PaidTierId = z.infer<typeof PaidTierIdSchema>;
export const TierIdSchema = z.enum(['free', ...PAID_TIER_IDS]);
export type TierId = z.infer<typeof TierIdSchema>;

export const CreateCheckoutRequestSchema = z.discriminatedUnion('productKind', [
  z.strictObject({
    productKind: z.literal('pack'),
    productId: z.enum(packIds, { error: 'Choose a token pack from the list' }),
    currency: CurrencySchema,
  }),
  z.strictObject({
    productKind: z.literal('tier'),
    productId: PaidTierIdSchema,
    currency: CurrencySchema,
  }),
]);
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;

/*
 * POST /api/checkout takes the optional Idempotency-Key header of the token contract
 * (`IdempotencyKeySchema` in ./tokens): the same key with the same body answers the first checkout
 * again (a double click or a retried request buys once); the same key with another body is refused
 * with 409. Without the header every request starts a new checkout.
 */

export const CreateCheckoutResponseSchema = z.object({
  checkoutId: z.uuid(),
  /** Stripe's hosted page, or the demo checkout's page of this app. */
  redirectUrl: z.string().min(1),
});
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponseSchema>;

export const CheckoutProviderSchema = z.enum(['stripe', 'demo']);
export type CheckoutProvider = z.infer<typeof CheckoutProviderSchema>;
export const CheckoutStatusSchema = z.enum(['open', 'completed', 'expired']);

export const CheckoutSchema = z.object({
  id: z.uuid(),
  productKind: z.enum(['pack', 'tier']),
  productId: z.string(),
  provider: CheckoutProviderSchema,
  /** Minor units, as charged. */
  amount: z.int(),
  currency: CurrencySchema,
  /** Tokens the purchase credits (a pack's tokens, or a tier's first month's allowance). */
  tokens: z.int(),
  status: CheckoutStatusSchema,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

const CheckoutParamsSchema = z.object({ id: z.uuid() });

export const MembershipSchema = z.object({
  /** The tier in force now: free when there is no paid period running. */
  tierId: TierIdSchema,
  provider: CheckoutProviderSchema.nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** True only for a Stripe membership that is not cancelled; a demo membership never renews. */
  renews: z.boolean(),
  /** What is left of this month's allowance (spends draw on it first; it ends with the month). */
  allowanceLeft: z.int().nonnegative(),
  /** The whole token balance (bought, sign-up and allowance), after any expiry above. */
  tokenBalance: z.int().nonnegative(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/**
 * How this server sells token packs and memberships: Stripe Checkout, the demo checkout (no money
 * is taken), or not at all (production without Stripe and without DEMO_CHECKOUT=allow). The pages
 * that sell read it first, so a visitor never meets a buy button that can only fail.
 */
export const CheckoutModeSchema = z.enum(['stripe', 'demo', 'unavailable']);
export type CheckoutMode = z.infer<typeof CheckoutModeSchema>;

export const CheckoutAvailabilitySchema = z.object({ mode: CheckoutModeSchema });
export type CheckoutAvailability = z.infer<typeof CheckoutAvailabilitySchema>;

export const getCheckoutAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/checkout/availability',
  summary:
    'Whether purchases can start here: through Stripe, through the demo checkout, or not at all (POST /api/checkout then answers 503 CHECKOUT_UNAVAILABLE)',
  tags: ['billing'],
  auth: 'public',
  response: CheckoutAvailabilitySchema,
});

export const createCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/checkout',
  summary:
    'Start buying a token pack or a membership (optional Idempotency-Key header: the same key and body answer the same checkout)',
  tags: ['billing'],
  auth: 'user',
  body: CreateCheckoutRequestSchema,
  response: CreateCheckoutResponseSchema,
  successStatus: 201,
  bodyLimit: 1024,
});

export const getCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/checkout/:id',
  summary: 'One of your checkouts and its status',
  tags: ['billing'],
  auth: 'user',
  params: CheckoutParamsSchema,
  response: CheckoutSchema,
});

export const createCheckoutConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/checkout/:id/confirm',
  summary: 'Complete a demo checkout (no money is taken); repeating it credits nothing more',
  tags: ['billing'],
  auth: 'user',
  params: CheckoutParamsSchema,
  response: CheckoutSchema,
});

export const getMembership = defineEndpoint({
  method: 'GET',
  path: '/api/membership',
  summary: 'Your membership: tier, current period and whether it renews',
  tags: ['billing'],
  auth: 'user',
  response: MembershipSchema,
});

export const createMembershipCancellation = defineEndpoint({
  method: 'POST',
  path: '/api/membership/cancel',
  summary: 'Cancel your membership at the end of the paid month; no data is deleted',
  tags: ['billing'],
  auth: 'user',
  response: MembershipSchema,
});

/** Stripe calls this with a signed event; not part of the app's own API (raw body, no session). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
