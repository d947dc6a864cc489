import { useNavigate } from 'react-router';
import type { CreateCheckoutRequest } from '#shared/contracts/billing';
import { useCreateCheckout } from '../api/create-checkout';

/**
 * Starts a checkout and goes where the server says: Stripe's hosted page (another origin, a full
 * page load) or the demo checkout page of this app (a route change).
 */
export const useStartCheckout = () => {
  const navigate = useNavigate();
  const mutation = useCreateCheckout();
  const start = async (request: CreateCheckoutRequest) => {
    const { redirectUrl } = await mutation.mutateAsync(request);
    if (redirectUrl.startsWith('/')) await navigate(redirectUrl);
    else window.location.assign(redirectUrl);
  };
  return { start, mutation };
};
