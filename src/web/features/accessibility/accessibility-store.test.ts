import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_STORAGE_KEY,
  DEFAULT_ACCESSIBILITY_SETTINGS,
} from './accessibility-settings';
import {
  getAccessibilitySettings,
  reloadAccessibilitySettings,
  resetAccessibilitySettings,
  updateAccessibilitySettings,
} from './accessibility-store';

const stored = () =>
  JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) ?? 'null') as unknown;

describe('accessibility store', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAccessibilitySettings();
  });

  it('reads saved settings from storage and applies them', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ highContrast: true }));
    reloadAccessibilitySettings();
    expect(getAccessibilitySettings().highContrast).toBe(true);
    expect(document.documentElement.dataset.accessibility).toBe('high-contrast');
  });

  it('saves and applies every change immediately', () => {
    updateAccessibilitySettings({ largeText: true });
    expect(stored()).toEqual({ ...DEFAULT_ACCESSIBILITY_SETTINGS, largeText: true });
    expect(document.documentElement.dataset.accessibility).toBe('large-text');
    updateAccessibilitySettings({ darkMode: true });
    expect(document.documentElement.dataset.accessibility).toBe('large-text dark-mode');
  });

  it('Reset All restores and saves the defaults', () => {
    updateAccessibilitySettings({ largeText: true, soundEnabled: false });
    resetAccessibilitySettings();
    expect(getAccessibilitySettings()).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(stored()).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(document.documentElement.hasAttribute('data-accessibility')).toBe(false);
  });
});
