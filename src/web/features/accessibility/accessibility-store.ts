import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '#web/lib/local-storage';
import {
  ACCESSIBILITY_STORAGE_KEY,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings';
import { applyAccessibilitySettings } from './apply-accessibility-settings';

let current: AccessibilitySettings | null = null;
const listeners = new Set<() => void>();

/** The saved settings, read from storage once per page load (spec section 4). */
export const getAccessibilitySettings = (): AccessibilitySettings => {
  current ??= parseAccessibilitySettings(readStorage(ACCESSIBILITY_STORAGE_KEY));
  return current;
};

const commit = (next: AccessibilitySettings) => {
  current = next;
  writeStorage(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(next));
  applyAccessibilitySettings(next);
  for (const listener of listeners) listener();
};

/** Every change is saved and applied immediately. */
export const updateAccessibilitySettings = (change: Partial<AccessibilitySettings>) =>
  commit({ ...getAccessibilitySettings(), ...change });

/** Reset All: back to the defaults (sound on, everything else off). */
export const resetAccessibilitySettings = () => commit({ ...DEFAULT_ACCESSIBILITY_SETTINGS });

/** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
export const reloadAccessibilitySettings = () => {
  current = null;
  applyAccessibilitySettings(getAccessibilitySettings());
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAccessibilitySettings = (): AccessibilitySettings =>
  useSyncExternalStore(subscribe, getAccessibilitySettings);
