import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMembershipCancellation as cancelMembershipEndpoint } from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';
import { membershipQueryKey } from './get-membership';

export const cancelMembership = () => apiRequest(cancelMembershipEndpoint);

/** The confirmation dialog shows a failure itself. */
export const useCancelMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    meta: { errorHandling: 'local' },
    onSuccess: async (membership) => {
      queryClient.setQueryData(membershipQueryKey, membership);
      await queryClient.invalidateQueries();
    },
  });
};
