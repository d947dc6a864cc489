import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/lib/toast-store';
import { clearServerSyncPending, leaveOfflineMode } from '#web/lib/offline-state';
import { syncWithServer } from '../sync-with-server';

/**
 * Spec section 4: "Reconnecting..." then "Connected" or "Connection Failed"; a device that is still
 * offline gets "No Network Connection" without trying. Resolves true once the server answered.
 */
export const useReconnect = () => {
  const { t } = useTranslation('connectivity');
  const queryClient = useQueryClient();

  return useCallback(async (): Promise<boolean> => {
    if (!navigator.onLine) {
      toast({
        variant: 'destructive',
        title: t('noNetwork.title'),
        description: t('noNetwork.description'),
      });
      return false;
    }
    toast({ title: t('reconnecting.title'), description: t('reconnecting.description') });
    if (!(await syncWithServer())) {
      toast({
        variant: 'destructive',
        title: t('failed.title'),
        description: t('failed.description'),
      });
      return false;
    }
    clearServerSyncPending();
    leaveOfflineMode();
    toast({ title: t('connected.title'), description: t('connected.description') });
    // The requests that failed or waited while offline run again.
    void queryClient.resumePausedMutations();
    void queryClient.invalidateQueries();
    return true;
  }, [queryClient, t]);
};
