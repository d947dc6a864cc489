import { z } from 'zod';

/** localStorage key of the panel's settings (spec section 3: "the accessibility settings key"). */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

export const AccessibilitySettingsSchema = z.object({
  highContrast: z.boolean(),
  largeText: z.boolean(),
  reducedMotion: z.boolean(),
  /** Stored for compatibility with the spec; the panel has no toggle for it. */
  screenReader: z.boolean(),
  keyboardNavigation: z.boolean(),
  darkMode: z.boolean(),
  soundEnabled: z.boolean(),
});

export type AccessibilitySettings = z.infer<typeof AccessibilitySettingsSchema>;
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
  const parsed = AccessibilitySettingsSchema.partial().safeParse(value);
  if (!parsed.success) return { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  return { ...DEFAULT_ACCESSIBILITY_SETTINGS, ...parsed.data };
};

/** The badge and footer count: every toggle that is on, sound included (so it starts at 1). */
export const countActiveSettings = (settings: AccessibilitySettings): number =>
  TOGGLED_SETTINGS.filter((name) => settings[name]).length;
