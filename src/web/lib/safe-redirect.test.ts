import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://foresight.example';

describe('safeRedirectPath', () => {
  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    'dashboard',
    '',
    null,
    undefined,
  ])('refuses %o', (candidate) => {
    expect(safeRedirectPath(candidate, ORIGIN)).toBe('/');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/analysis-results/42?tab=overview#top', '/analysis-results/42?tab=overview#top'],
    ['/', '/'],
  ])('keeps the local path %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate, ORIGIN)).toBe(expected);
  });
});
