import { describe, expect, it } from 'vitest';
import { href, paths } from './routes';

const queryOf = (address: string) => new URL(address, 'https://example.test').searchParams;

describe('href', () => {
  it('puts a parameter into its route, encoded', () => {
    expect(href.calculationResult('a b')).toBe('/analysis-results/a%20b');
    expect(href.report('r1')).toBe('/analysis/r1');
  });

  it('builds the addresses whose page reads a query', () => {
    const compare = href.compareCalculations('first', 'second');
    expect(compare.startsWith(`${paths.compareAnalyses}?`)).toBe(true);
    expect(queryOf(compare).get('a')).toBe('first');
    expect(queryOf(compare).get('b')).toBe('second');
    expect(queryOf(href.blogPostEditor('new')).get('edit')).toBe('new');
    expect(queryOf(href.businessIdeaFinder('retail')).getAll('sector')).toEqual(['retail']);
  });
});
