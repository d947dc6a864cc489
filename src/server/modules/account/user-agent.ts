/**
 * A short name for the browser and the system behind a User-Agent header, so the account page can
 * say "Firefox on Linux". Order matters: Edge and Opera also claim Chrome, and Chrome claims Safari.
 */
const BROWSERS: readonly (readonly [pattern: RegExp, name: string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [pattern: RegExp, name: string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (
  table: readonly (readonly [RegExp, string])[],
  userAgent: string,
): string | null => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export type DeviceDescription = { browser: string | null; os: string | null };

export const describeUserAgent = (userAgent: string | null): DeviceDescription =>
  userAgent
    ? { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) }
    : { browser: null, os: null };
