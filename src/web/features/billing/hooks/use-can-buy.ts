import { useCheckoutAvailability } from '../api/get-checkout-availability';

/**
 * Whether a page may offer to buy: true once the server says it takes payments (Stripe or the
 * demo checkout), false when it says it takes none, null while it is asked. If it cannot be asked,
 * true: the buttons as before (a click then says what went wrong) rather than a shop closed by a
 * network hiccup.
 */
export const useCanBuy = (): boolean | null => {
  const availability = useCheckoutAvailability();
  if (availability.data) return availability.data.mode !== 'unavailable';
  return availability.isError ? true : null;
};
