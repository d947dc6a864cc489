import { describe, expect, it } from 'vitest';
import {
  countActiveSettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseAccessibilitySettings,
} from './accessibility-settings';

describe('parseAccessibilitySettings', () => {
  it('gives the spec defaults (sound on, the rest off) when nothing is stored', () => {
    const settings = parseAccessibilitySettings(null);
    expect(settings).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(Object.keys(settings)).toHaveLength(7);
    expect(Object.entries(settings).filter(([, isOn]) => isOn)).toEqual([['soundEnabled', true]]);
  });

  it('keeps stored values and fills missing ones with defaults', () => {
    const settings = parseAccessibilitySettings(
      JSON.stringify({ largeText: true, soundEnabled: false }),
    );
    expect(settings).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      largeText: true,
      soundEnabled: false,
    });
  });

  it.each(['{not json', '"text"', '[1,2]', JSON.stringify({ largeText: 'yes' })])(
    'falls back to the defaults for %s',
    (stored) => {
      expect(parseAccessibilitySettings(stored)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    },
  );
});

describe('countActiveSettings', () => {
  it('starts at 1 because sound counts', () => {
    expect(countActiveSettings(DEFAULT_ACCESSIBILITY_SETTINGS)).toBe(1);
  });

  it('counts every toggle that is on', () => {
    expect(
      countActiveSettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS, darkMode: true, largeText: true }),
    ).toBe(3);
    expect(countActiveSettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS, soundEnabled: false })).toBe(0);
  });

  it('does not count screenReader, which has no toggle', () => {
    expect(countActiveSettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS, screenReader: true })).toBe(1);
  });
});
