import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCheckoutConfirmation as confirmDemoCheckoutEndpoint } from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';
import { checkoutQueryKey } from './get-checkout';

export const confirmDemoCheckout = (id: string) =>
  apiRequest(confirmDemoCheckoutEndpoint, { params: { id } });

/** Completing a purchase changes the balance and maybe the membership: every query refreshes. */
export const useConfirmDemoCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDemoCheckout,
    meta: { errorHandling: 'local' },
    onSuccess: async (checkout) => {
      queryClient.setQueryData(checkoutQueryKey(checkout.id), checkout);
      await queryClient.invalidateQueries();
    },
  });
};
