/**
 * Candidate enumeration for goal-search.ts. With monotone levers, the step combinations that reach
 * the goal form a staircase; walking it costs about (steps of one lever + steps of the other)
 * evaluations per pair instead of their product. Steps are vectors with one entry per lever.
 */

/** Pairs are searched among this many levers, the ones that got closest on their own. */
export const PAIR_LEVER_LIMIT = 6;
/** Triples are searched among this many levers. */
export const TRIPLE_LEVER_LIMIT = 4;

export type SearchState = {
  leverSizes: readonly number[];
  evaluate: (steps: readonly number[]) => number;
  maxEvaluations: number;
  /** Gap per evaluated step vector, keyed `1,0,3,...`. */
  cache: Map<string, number>;
  evaluations: number;
};

/** Gap at a step vector, cached; Infinity (not reached) once the evaluation budget is spent. */
export const gapAt = (state: SearchState, steps: readonly number[]): number => {
  const key = steps.join(',');
  const cached = state.cache.get(key);
  if (cached !== undefined) return cached;
  if (state.evaluations >= state.maxEvaluations) return Infinity;
  state.evaluations += 1;
  const gap = state.evaluate(steps);
  state.cache.set(key, gap);
  return gap;
};

const withSteps = (state: SearchState, set: Record<number, number>): number[] =>
  state.leverSizes.map((_, i) => set[i] ?? 0);

/** Smallest reaching step of one lever by bisection (its largest step is known to reach). */
const singleFrontier = (state: SearchState, lever: number): number[][] => {
  const size = state.leverSizes[lever] ?? 0;
  if (size === 0 || gapAt(state, withSteps(state, { [lever]: size })) > 0) return [];
  let low = 1;
  let high = size;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (gapAt(state, withSteps(state, { [lever]: mid })) <= 0) high = mid;
    else low = mid + 1;
  }
  return [withSteps(state, { [lever]: high })];
};

/** Walks the staircase of levers a and b (both >= 1 step) with the other steps fixed. */
const staircase = (state: SearchState, fixed: number[], a: number, b: number): number[][] => {
  const found: number[][] = [];
  const sizeA = state.leverSizes[a] ?? 0;
  let j = state.leverSizes[b] ?? 0;
  for (let i = 1; i <= sizeA && j >= 1; i += 1) {
    let lowered = false;
    const at = (step: number): number[] => fixed.map((s, k) => (k === a ? i : k === b ? step : s));
    while (j >= 1 && gapAt(state, at(j)) <= 0) {
      j -= 1;
      lowered = true;
    }
    if (lowered) found.push(at(j + 1));
  }
  return found;
};

/** Levers ranked by the gap each reaches alone at its largest step (closest first). */
const rankedLevers = (state: SearchState): number[] =>
  state.leverSizes
    .map((size, lever) => ({ lever, gap: gapAt(state, withSteps(state, { [lever]: size })) }))
    .sort((x, y) => x.gap - y.gap || x.lever - y.lever)
    .map((x) => x.lever);

const dominates = (x: readonly number[], y: readonly number[]): boolean =>
  x.every((s, i) => s <= (y[i] ?? 0)) && x.some((s, i) => s < (y[i] ?? 0));

/** Reaching step vectors that change exactly `size` levers (1..3), minus dominated ones. */
export const searchFrontier = (state: SearchState, size: number): number[][] => {
  if (size === 1) return state.leverSizes.flatMap((_, lever) => singleFrontier(state, lever));
  const limit = size === 2 ? PAIR_LEVER_LIMIT : TRIPLE_LEVER_LIMIT;
  const top = rankedLevers(state)
    .slice(0, limit)
    .sort((x, y) => x - y);
  const found: number[][] = [];
  const combos = size === 2 ? pairsOf(top) : triplesOf(top);
  for (const combo of combos) {
    const all = Object.fromEntries(combo.map((l) => [l, state.leverSizes[l] ?? 0]));
    if (gapAt(state, withSteps(state, all)) > 0) continue;
    const [first = 0, second = 0, third] = combo;
    if (third === undefined) {
      found.push(...staircase(state, withSteps(state, {}), first, second));
      continue;
    }
    for (let i = 1; i <= (state.leverSizes[first] ?? 0); i += 1) {
      found.push(...staircase(state, withSteps(state, { [first]: i }), second, third));
    }
  }
  return found.filter((steps) => !found.some((other) => dominates(other, steps)));
};

const pairsOf = (items: number[]): number[][] =>
  items.flatMap((x, i) => items.slice(i + 1).map((y) => [x, y]));

const triplesOf = (items: number[]): number[][] =>
  items.flatMap((x, i) => pairsOf(items.slice(i + 1)).map((pair) => [x, ...pair]));
