import Stripe from 'stripe';
import type { Currency } from '#shared/catalogue';

/*
 * What the billing module asks of Stripe, as a small interface: the routes never see Stripe's
 * client, and tests put a recording fake in its place, so no test ever calls Stripe's network.
 * Webhook signatures are checked with Stripe's own library (stripe-webhook.ts), not through this.
 */

export type HostedCheckoutRequest = {
  /** Our checkout id: Stripe's client_reference_id and its idempotency key, so a retried request
   *  with the same id gets the same Stripe session back. */
  checkoutId: string;
  mode: 'payment' | 'subscription';
  /** Shown on Stripe's page, e.g. "60 Foresight tokens". */
  productName: string;
  amount: number;
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
};

export type HostedCheckout = { sessionId: string; url: string };

export type PaymentGateway = {
  createCheckoutSession: (request: HostedCheckoutRequest) => Promise<HostedCheckout>;
  /** Stops renewal; the paid month runs to its end. */
  cancelSubscriptionAtPeriodEnd: (subscriptionId: string) => Promise<void>;
  /** Ends a subscription now (replaced by an upgrade to another tier). */
  cancelSubscriptionNow: (subscriptionId: string) => Promise<void>;
};

/** Stripe's API at its default address, or at `apiBase` (stripe-mock, or a local fake in tests). */
export const createStripeGateway = (secretKey: string, apiBase?: string): PaymentGateway => {
  const address = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(address
      ? {
          host: address.hostname,
          port: Number(address.port || (address.protocol === 'https:' ? 443 : 80)),
          protocol: address.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    createCheckoutSession: async (request) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.mode,
          client_reference_id: request.checkoutId,
          metadata: { checkoutId: request.checkoutId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.productName },
                ...(request.mode === 'subscription' ? { recurring: { interval: 'month' } } : {}),
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout:${request.checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },
    cancelSubscriptionAtPeriodEnd: async (subscriptionId) => {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    cancelSubscriptionNow: async (subscriptionId) => {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
};
