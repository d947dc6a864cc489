import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationRead as markNotificationReadEndpoint } from '#shared/contracts/notifications';
import { apiRequest } from '#web/lib/api-client';
import { notificationsQueryKey } from './find-notifications';

export const markNotificationRead = (id: string) =>
  apiRequest(markNotificationReadEndpoint, { params: { id } });

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
};
