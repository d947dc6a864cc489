import type { CalculatorInput, Sector } from '../inputs';
import { SECTORS } from '../inputs';
import type { SimilarExample } from '../prediction-types';
import { SIMILAR_BUSINESSES } from '../reference/similar-businesses';

export const MAX_SIMILAR_EXAMPLES = 4;

/** Sectors that share customers or economics; used only to pick "nearest" when a sector is thin. */
export const SECTOR_NEIGHBOURHOODS: readonly (readonly Sector[])[] = [
  ['retail', 'wholesale', 'accommodation_food', 'arts_entertainment', 'other_services'],
  ['agriculture', 'mining', 'utilities', 'construction', 'manufacturing', 'transportation'],
  ['information', 'professional_services', 'administrative_services', 'finance', 'real_estate'],
  ['education', 'health_care', 'professional_services'],
];

type Outcome = SimilarExample['outcome'];

function countryOf(location: string): string {
  return location.startsWith('US-') ? 'US' : location;
}

function neighbours(sector: Sector): Set<string> {
  const codes = SECTOR_NEIGHBOURHOODS.filter((group) => group.includes(sector))
    .flat()
    .map((name) => SECTORS[name]);
  return new Set(codes);
}

/** Alternates outcomes, starting with `first`, keeping each outcome's own order. */
function interleave(list: readonly SimilarExample[], first: Outcome): SimilarExample[] {
  const leading = list.filter((example) => example.outcome === first);
  const trailing = list.filter((example) => example.outcome !== first);
  const result: SimilarExample[] = [];
  for (let index = 0; index < Math.max(leading.length, trailing.length); index += 1) {
    const lead = leading[index];
    const trail = trailing[index];
    if (lead) result.push(lead);
    if (trail) result.push(trail);
  }
  return result;
}

/**
 * Up to four documented businesses: same sector first (same country first, then reference order),
 * alternating survived and closed when the sector has both; any remaining places come from
 * neighbouring sectors, starting with an outcome not yet shown.
 */
export function findSimilarExamples(input: CalculatorInput): SimilarExample[] {
  const sectorCode = SECTORS[input.sector];
  const country = countryOf(input.location);
  const near = neighbours(input.sector);
  const rank = (example: SimilarExample) =>
    (example.country === country ? 0 : 1) + (near.has(example.naicsSector) ? 0 : 2);
  const ordered = (list: SimilarExample[]) =>
    list
      .map((example, index) => ({ example, index, rank: rank(example) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((entry) => entry.example);
  const same = ordered(SIMILAR_BUSINESSES.filter((e) => e.naicsSector === sectorCode));
  const others = ordered(SIMILAR_BUSINESSES.filter((e) => e.naicsSector !== sectorCode));
  const picked = interleave(same, same[0]?.outcome ?? 'survived').slice(0, MAX_SIMILAR_EXAMPLES);
  if (picked.length >= MAX_SIMILAR_EXAMPLES) return picked;
  const hasSurvived = picked.some((e) => e.outcome === 'survived');
  const firstFill: Outcome = hasSurvived ? 'closed' : 'survived';
  const fill = interleave(others, firstFill).slice(0, MAX_SIMILAR_EXAMPLES - picked.length);
  return [...picked, ...fill];
}
