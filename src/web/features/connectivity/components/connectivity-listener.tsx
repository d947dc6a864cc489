import { paths } from '#shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '#web/lib/toast-store';
import {
  clearServerSyncPending,
  enterOfflineMode,
  isOfflineMode,
  isServerSyncPending,
  leaveOfflineMode,
  OFFLINE_MODE_EVENT,
  type OfflineModeDetail,
} from '#web/lib/offline-state';
import { useReconnect } from '../hooks/use-reconnect';

/** Long enough to read "Connection restored. Reloading application..." before the reload. */
export const RECONNECT_RELOAD_DELAY_MS = 1000;

/**
 * Offline mode (spec section 4): the device's online/offline events and the central handler's
 * network failures set the flag and show "You're Offline"; coming back clears it and retries.
 * Renders nothing.
 */
export const ConnectivityListener = () => {
  const { t } = useTranslation('connectivity');
  const queryClient = useQueryClient();
  const reconnect = useReconnect();
  const { pathname } = useLocation();
  const isOnErrorPageRef = useRef(pathname === paths.error);
  useEffect(() => {
    isOnErrorPageRef.current = pathname === paths.error;
  }, [pathname]);

  useEffect(() => {
    const onModeChange = (event: Event) => {
      if (!(event as CustomEvent<OfflineModeDetail>).detail.isOffline) return;
      toast({
        variant: 'destructive',
        title: t('offline.title'),
        description: t('offline.description'),
      });
    };
    const onOnline = () => {
      const wasSyncPending = isServerSyncPending();
      leaveOfflineMode();
      if (isOnErrorPageRef.current) {
        toast({ title: t('restored.title') });
        window.setTimeout(() => window.location.reload(), RECONNECT_RELOAD_DELAY_MS);
        return;
      }
      if (wasSyncPending) {
        void reconnect();
        return;
      }
      void queryClient.resumePausedMutations();
      void queryClient.invalidateQueries();
    };
    window.addEventListener(OFFLINE_MODE_EVENT, onModeChange);
    window.addEventListener('offline', enterOfflineMode);
    window.addEventListener('online', onOnline);
    // A page opened offline starts in offline mode. One opened online drops flags left from before:
    // loading the app asks the server for the user, which is the sync they were waiting for.
    if (!navigator.onLine) enterOfflineMode();
    else if (isOfflineMode() || isServerSyncPending()) {
      leaveOfflineMode();
      clearServerSyncPending();
    }
    return () => {
      window.removeEventListener(OFFLINE_MODE_EVENT, onModeChange);
      window.removeEventListener('offline', enterOfflineMode);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, reconnect, t]);

  return null;
};
