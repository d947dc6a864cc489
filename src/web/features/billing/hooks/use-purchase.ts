import { useState } from 'react';
import type { CreateCheckoutRequest } from '#shared/contracts/billing';
import { useCanBuy } from './use-can-buy';
import { useCurrency } from './use-currency';
import { useStartCheckout } from './use-start-checkout';

/** A pack or a tier: what is bought, the currency being the reader's choice. */
type Product = CreateCheckoutRequest extends infer R
  ? R extends CreateCheckoutRequest
    ? Omit<R, 'currency'>
    : never
  : never;

/**
 * The state a page selling packs or tiers keeps: the currency, whether the server takes payments,
 * which product's checkout is starting (its button shows it), and whether starting failed.
 */
export const usePurchase = () => {
  const [currency, setCurrency] = useCurrency();
  const canBuy = useCanBuy();
  const { start, mutation } = useStartCheckout();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const buy = (product: Product) => {
    setPendingId(product.productId);
    // A failure is shown from `mutation`, so the rejection needs no handler of its own.
    start({ ...product, currency })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };
  return { currency, setCurrency, canBuy, pendingId, buy, mutation };
};

export type Purchase = ReturnType<typeof usePurchase>;
