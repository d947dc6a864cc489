import { describe, expect, it } from 'vitest';
import { isFooterVisible } from './footer-visibility';

describe('isFooterVisible (spec section 2)', () => {
  it.each([
    ['/auth', false],
    ['/auth/callback', false],
    ['/case-studies', false],
    ['/case-studies/cafe', false],
    ['/analysis', false],
    ['/analysis/12', false],
    ['/templates', false],
    ['/dashboard', false],
    ['/dashboard/settings', false],
    ['/business-simulator', false],
    ['/subscription', false],
    ['/subscription/pack', false],
    ['/', true],
    ['/pricing', true],
    ['/analysis-results/12', true],
    ['/analyses', true],
    ['/authors', true],
    ['/subscription-checkout', true],
    ['/dashboards', true],
    ['/templates-old', true],
    ['/blog/analysis', true],
  ])('%s → %s', (pathname, expected) => {
    expect(isFooterVisible(pathname)).toBe(expected);
  });
});
