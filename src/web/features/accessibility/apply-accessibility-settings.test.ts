import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY_SETTINGS } from './accessibility-settings';
import {
  ACCESSIBILITY_ATTRIBUTE,
  accessibilityTokens,
  applyAccessibilitySettings,
} from './apply-accessibility-settings';

describe('applyAccessibilitySettings', () => {
  it('lists one token per visual effect that is on', () => {
    expect(
      accessibilityTokens({
        ...DEFAULT_ACCESSIBILITY_SETTINGS,
        highContrast: true,
        largeText: true,
        reducedMotion: true,
        keyboardNavigation: true,
        darkMode: true,
      }),
    ).toBe('high-contrast large-text reduced-motion keyboard-navigation dark-mode');
  });

  it('sets the attribute on the root and removes it when no effect is on', () => {
    const root = document.createElement('html');
    applyAccessibilitySettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS, darkMode: true }, root);
    expect(root.getAttribute(ACCESSIBILITY_ATTRIBUTE)).toBe('dark-mode');
    applyAccessibilitySettings(DEFAULT_ACCESSIBILITY_SETTINGS, root);
    expect(root.hasAttribute(ACCESSIBILITY_ATTRIBUTE)).toBe(false);
  });

  it('gives sound and screenReader no visual token', () => {
    expect(accessibilityTokens({ ...DEFAULT_ACCESSIBILITY_SETTINGS, screenReader: true })).toBe('');
  });
});
