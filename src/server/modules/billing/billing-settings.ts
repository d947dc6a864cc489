import type { CheckoutMode } from '#shared/contracts/billing';
import type { Env } from '#server/env';
import { createStripeGateway, type PaymentGateway } from './payment-gateway';

export type StripeSettings = {
  /** whsec_…: the secret webhook signatures are checked with. */
  webhookSecret: string;
  gateway: PaymentGateway;
};

export type BillingSettings = {
  /** Stripe Checkout and its webhook; null: the demo checkout (no money is taken). */
  stripe: StripeSettings | null;
  /** Whether the demo checkout may run (without Stripe). */
  isDemoCheckoutAllowed: boolean;
};

/** Tests and development: the demo checkout. */
export const DEMO_BILLING: BillingSettings = { stripe: null, isDemoCheckoutAllowed: true };

/**
 * Stripe when both keys are set. Otherwise the demo checkout, which production refuses unless
 * DEMO_CHECKOUT=allow: a live site must not hand out tokens for a click by mistake.
 */
export const billingSettingsFromEnv = (env: Env): BillingSettings => ({
  stripe:
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          gateway: createStripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE),
        }
      : null,
  isDemoCheckoutAllowed:
    env.DEMO_CHECKOUT === 'allow' ||
    (env.DEMO_CHECKOUT === undefined && env.NODE_ENV !== 'production'),
});

/** What these settings let a buyer do; the one place that decides whether a checkout may start. */
export const checkoutModeOf = (billing: BillingSettings): CheckoutMode => {
  if (billing.stripe) return 'stripe';
  return billing.isDemoCheckoutAllowed ? 'demo' : 'unavailable';
};
