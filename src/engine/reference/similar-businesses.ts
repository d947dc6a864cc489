import type { SimilarExample } from '../prediction-types';
import rows from './similar-businesses.json';

/**
 * One documented business of `similar-businesses.json`: NAICS 2-digit sector, ISO 3166-1 alpha-2
 * country, founding year, and the year it ceased operating (null while it still operates, as of
 * 2026), with the source that documents it. Its one-line note is translated under
 * `engine.examples.<id>`.
 */
type ReferenceBusiness = {
  id: string;
  name: string;
  naicsSector: string;
  country: string;
  foundedYear: number;
  closedYear: number | null;
  source: { title: string; url: string };
};

const toExample = (row: ReferenceBusiness): SimilarExample => {
  const { id, name, naicsSector, country, foundedYear, closedYear, source } = row;
  const base = { id, name, naicsSector, country, foundedYear, note: { code: `examples.${id}` } };
  return closedYear === null
    ? { ...base, outcome: 'survived', source }
    : { ...base, outcome: 'closed', closedYear, source };
};

/**
 * Real, documented businesses used as illustrative "similar examples", in a fixed order (by sector,
 * then as listed). Not a statistical sample: famous closures are over-represented, so the set must
 * never be used to compute rates.
 */
export const SIMILAR_BUSINESSES: readonly SimilarExample[] = (
  rows satisfies readonly ReferenceBusiness[]
).map(toExample);
