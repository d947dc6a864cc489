import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAllNotificationsRead as markAllNotificationsReadEndpoint } from '#shared/contracts/notifications';
import { apiRequest } from '#web/lib/api-client';
import { notificationsQueryKey } from './find-notifications';

export const markAllNotificationsRead = () => apiRequest(markAllNotificationsReadEndpoint);

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
};
