import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './local-storage';
import { USER_LOCAL_STORAGE_KEYS } from './user-browser-data';

// Named with the rest of a user's data, which sign-out clears (lib/user-browser-data.ts).
export const CURRENT_BUSINESS_STORAGE_KEY = USER_LOCAL_STORAGE_KEYS.currentBusinessId;

// `storage` only fires in other tabs; this event tells this tab's subscribers.
const CHANGE_EVENT = 'currentBusinessChanged';

export const writeCurrentBusinessId = (id: string | null) => {
  if (id === null) removeStorage(CURRENT_BUSINESS_STORAGE_KEY);
  else writeStorage(CURRENT_BUSINESS_STORAGE_KEY, id);
  window.dispatchEvent(new Event(CHANGE_EVENT));
};

const subscribe = (listener: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_BUSINESS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The business this browser's user works on; the calculator links the runs it saves to it. */
export const readCurrentBusinessId = (): string | null => readStorage(CURRENT_BUSINESS_STORAGE_KEY);

export const useStoredCurrentBusinessId = (): string | null =>
  useSyncExternalStore(subscribe, readCurrentBusinessId);
