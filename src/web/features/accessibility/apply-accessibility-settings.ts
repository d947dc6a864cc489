import type { AccessibilitySettings } from './accessibility-settings';

/** Attribute on `<html>` listing the active effects; styles.css reacts to each token. */
export const ACCESSIBILITY_ATTRIBUTE = 'data-accessibility';

const EFFECT_TOKENS = {
  highContrast: 'high-contrast',
  largeText: 'large-text',
  reducedMotion: 'reduced-motion',
  keyboardNavigation: 'keyboard-navigation',
  darkMode: 'dark-mode',
} as const satisfies Partial<Record<keyof AccessibilitySettings, string>>;

/** The tokens for `settings`, e.g. "large-text dark-mode"; empty when no visual effect is on. */
export const accessibilityTokens = (settings: AccessibilitySettings): string =>
  Object.entries(EFFECT_TOKENS)
    .filter(([name]) => settings[name as keyof typeof EFFECT_TOKENS])
    .map(([, token]) => token)
    .join(' ');

/** Applies the visual effects at once (spec section 4) by setting or removing the attribute. */
export const applyAccessibilitySettings = (
  settings: AccessibilitySettings,
  root: HTMLElement = document.documentElement,
) => {
  const tokens = accessibilityTokens(settings);
  if (tokens) root.setAttribute(ACCESSIBILITY_ATTRIBUTE, tokens);
  else root.removeAttribute(ACCESSIBILITY_ATTRIBUTE);
};
