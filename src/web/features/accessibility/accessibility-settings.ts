/** localStorage key of the panel's settings (spec section 3: "the accessibility settings key"). */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

// Checked by hand, not with Zod: the saved settings apply before the first paint (main.tsx), and
// Zod is kept off the first load (docs/decisions/009).
export type AccessibilitySettings = {
  highContrast: boolean;
  largeText: boolean;
  reducedMotion: boolean;
  /** Stored for compatibility with the spec; the panel has no toggle for it. */
  screenReader: boolean;
  keyboardNavigation: boolean;
  darkMode: boolean;
  soundEnabled: boolean;
};
export type AccessibilitySettingName = keyof AccessibilitySettings;

/** Spec section 3: all off except sound. */
export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = Object.freeze({
  highContrast: false,
  largeText: false,
  reducedMotion: false,
  screenReader: false,
  keyboardNavigation: false,
  darkMode: false,
  soundEnabled: true,
});

const SETTING_NAMES = Object.keys(DEFAULT_ACCESSIBILITY_SETTINGS) as AccessibilitySettingName[];

/** The panel's toggles, in display order (screenReader has none, spec section 3). */
export const TOGGLED_SETTINGS = [
  'highContrast',
  'largeText',
  'reducedMotion',
  'keyboardNavigation',
  'darkMode',
  'soundEnabled',
] as const satisfies readonly AccessibilitySettingName[];

/**
 * Reads a stored value: known booleans are kept, anything missing or malformed falls back to its
 * default, so a value written by an older version never locks a user out of the panel.
 */
export const parseAccessibilitySettings = (stored: string | null): AccessibilitySettings => {
  if (stored === null) return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  }
  const settings = { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  for (const name of SETTING_NAMES) {
    const stored = (value as Record<string, unknown>)[name];
    if (stored === undefined) continue;
    // One malformed value means the whole entry is untrustworthy: all defaults, as before.
    if (typeof stored !== 'boolean') return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
    settings[name] = stored;
  }
  return settings;
};

/** The badge and footer count: every toggle that is on, sound included (so it starts at 1). */
export const countActiveSettings = (settings: AccessibilitySettings): number =>
  TOGGLED_SETTINGS.filter((name) => settings[name]).length;
