/**
 * A one-factor Gaussian copula: the joint distribution of characteristics at start that move
 * together (capital, team size, legal form) from their published one-way shares and one loading.
 * Each characteristic is a latent normal `loading x F + sqrt(1 - loading^2) x e`, cut into its
 * classes at the quantiles of its shares; given the common factor F the classes are independent,
 * so a joint cell's weight is an integral over F, done here on a fine grid (no random numbers).
 */

/** Standard normal CDF (erfc approximation of Numerical Recipes, relative error < 1.2e-7). */
export const normalCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
};

/** Standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export const normalQuantile = (p: number): number => {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const rational = (q: number, numerator: number[], denominator: number[]) =>
    numerator.reduce((sum, coefficient) => sum * q + coefficient, 0) /
    denominator.reduce((sum, coefficient) => sum * q + coefficient, 0);
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return rational(q, c, [...d, 1]);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -rational(q, c, [...d, 1]);
  }
  const q = p - 0.5;
  const r = q * q;
  return q * rational(r, a, [...b, 1]);
};

/** Grid over the common factor: nodes on [-6, 6] with normal weights summing to 1. */
const FACTOR_NODES = 241;
const FACTOR_RANGE = 6;
export const FACTOR_GRID: readonly { factor: number; weight: number }[] = (() => {
  const step = (2 * FACTOR_RANGE) / (FACTOR_NODES - 1);
  const raw = Array.from({ length: FACTOR_NODES }, (_, index) => {
    const factor = -FACTOR_RANGE + index * step;
    return { factor, weight: Math.exp(-(factor * factor) / 2) };
  });
  const total = raw.reduce((sum, node) => sum + node.weight, 0);
  return raw.map((node) => ({ factor: node.factor, weight: node.weight / total }));
})();

/** Probability of each class given the factor, for classes with these shares (in order). */
export const classProbabilitiesGiven = (
  shares: readonly number[],
  loading: number,
  factor: number,
): number[] => {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const spread = Math.sqrt(1 - loading * loading);
  const probabilities: number[] = [];
  let cumulative = 0;
  let below = 0;
  shares.forEach((share, index) => {
    cumulative += share / total;
    const cut = index === shares.length - 1 ? Number.POSITIVE_INFINITY : normalQuantile(cumulative);
    const upTo =
      cut === Number.POSITIVE_INFINITY ? 1 : normalCdf((cut - loading * factor) / spread);
    probabilities.push(Math.max(upTo - below, 0));
    below = upTo;
  });
  return probabilities;
};

/**
 * Joint weights of every combination of classes of the given variables (each a list of shares),
 * all with the same loading: `weights[i]` is the weight of the combination whose class indices
 * are `combinations[i]`. The margins of the result are the given shares.
 */
export const jointWeights = (
  variables: readonly (readonly number[])[],
  loading: number,
): { combinations: number[][]; weights: number[] } => {
  let combinations: number[][] = [[]];
  for (const shares of variables) {
    combinations = combinations.flatMap((prefix) => shares.map((_, index) => [...prefix, index]));
  }
  const weights = new Array<number>(combinations.length).fill(0);
  for (const node of FACTOR_GRID) {
    const given = variables.map((shares) => classProbabilitiesGiven(shares, loading, node.factor));
    combinations.forEach((classes, index) => {
      let product = node.weight;
      classes.forEach((value, variable) => (product *= given[variable]?.[value] ?? 0));
      weights[index] = (weights[index] ?? 0) + product;
    });
  }
  return { combinations, weights };
};
