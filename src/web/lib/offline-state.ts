import { readStorage, removeStorage, writeStorage } from './local-storage';

/**
 * Spec section 3's offline keys. `pendingServerSync` is the spec's "pending-sync flag for the
 * identity service": with no identity service here, the sync it waits for is `GET /api/user`
 * (docs/decisions/008).
 */
export const OFFLINE_STORAGE_KEYS = {
  isOfflineMode: 'isOfflineMode',
  lastNetworkError: 'lastNetworkError',
  lastNetworkErrorMessage: 'lastNetworkErrorMessage',
  pendingRequestsCount: 'pendingRequestsCount',
  pendingServerSync: 'pendingServerSync',
} as const;

/** Dispatched on window whenever offline mode turns on or off. */
export const OFFLINE_MODE_EVENT = 'offlineModeChanged';
export type OfflineModeDetail = { isOffline: boolean };

const announce = (isOffline: boolean) =>
  window.dispatchEvent(
    new CustomEvent<OfflineModeDetail>(OFFLINE_MODE_EVENT, { detail: { isOffline } }),
  );

export const isOfflineMode = (): boolean =>
  readStorage(OFFLINE_STORAGE_KEYS.isOfflineMode) === 'true';

export const isServerSyncPending = (): boolean =>
  readStorage(OFFLINE_STORAGE_KEYS.pendingServerSync) === 'true';

export const pendingRequestsCount = (): number => {
  const count = Number(readStorage(OFFLINE_STORAGE_KEYS.pendingRequestsCount));
  return Number.isInteger(count) && count > 0 ? count : 0;
};

/** The device went offline: set the flag (announced once per change). */
export const enterOfflineMode = () => {
  if (isOfflineMode()) return;
  writeStorage(OFFLINE_STORAGE_KEYS.isOfflineMode, 'true');
  announce(true);
};

/** A request got no answer: offline mode, a sync to redo, the time and text, one more pending request. */
export const recordNetworkFailure = (options: { message: string; now: number }) => {
  writeStorage(OFFLINE_STORAGE_KEYS.pendingServerSync, 'true');
  writeStorage(OFFLINE_STORAGE_KEYS.lastNetworkError, new Date(options.now).toISOString());
  writeStorage(OFFLINE_STORAGE_KEYS.lastNetworkErrorMessage, options.message);
  writeStorage(OFFLINE_STORAGE_KEYS.pendingRequestsCount, String(pendingRequestsCount() + 1));
  enterOfflineMode();
};

/** Back online: the flag goes and the paused requests are about to be retried. */
export const leaveOfflineMode = () => {
  const wasOffline = isOfflineMode();
  removeStorage(OFFLINE_STORAGE_KEYS.isOfflineMode);
  removeStorage(OFFLINE_STORAGE_KEYS.pendingRequestsCount);
  if (wasOffline) announce(false);
};

export const clearServerSyncPending = () => removeStorage(OFFLINE_STORAGE_KEYS.pendingServerSync);
