/** Years of the survival horizon. */
export const HORIZON_YEARS = 5;

export const logit = (probability: number): number => Math.log(probability / (1 - probability));
export const logistic = (value: number): number => 1 / (1 + Math.exp(-value));

/**
 * Survival at the end of years 1..HORIZON_YEARS for a firm now aged `startAge`, with every annual
 * hazard logit shifted by `shift` (positive = riskier). `logitHazards[a]` is the hazard from age a
 * to a+1. Returns a new array; values are non-increasing by construction.
 */
export const survivalCurve = (
  logitHazards: readonly number[],
  startAge: number,
  shift: number,
): number[] => {
  const curve: number[] = [];
  let survival = 1;
  for (let year = 0; year < HORIZON_YEARS; year += 1) {
    survival *= 1 - logistic((logitHazards[startAge + year] ?? 0) + shift);
    curve.push(survival);
  }
  return curve;
};

/** Five-year survival only (the hot path of attribution and sensitivity). */
export const survival5 = (logitHazards: readonly number[], startAge: number, shift: number) => {
  let survival = 1;
  for (let year = 0; year < HORIZON_YEARS; year += 1) {
    survival *= 1 - logistic((logitHazards[startAge + year] ?? 0) + shift);
  }
  return survival;
};
