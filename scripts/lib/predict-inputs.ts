import {
  AREA_TYPES,
  type CalculatorInput,
  CAPITAL_INVESTMENT_MAX_USD,
  LOCATION_CODES,
  SELECT_VALUES,
} from '#engine/index';

/** Starting capitals from a shoestring to a large venture, in US dollars. */
const CAPITAL_STEPS_USD = [0, 4_000, 18_000, 60_000, 150_000, 700_000, 3_500_000, 40_000_000];

const PRIMES = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31];

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

// Each field walks its values with its own stride, coprime to their count, so every value appears
// and no two fields move in lock step.
const strideFor = (field: number, valueCount: number): number =>
  PRIMES.slice(field % PRIMES.length).find(
    (prime) => greatestCommonDivisor(prime, valueCount) === 1,
  ) ?? 1;

const pick = <T>(values: readonly T[], index: number): T => {
  const value = values[index % values.length];
  if (value === undefined) throw new Error('empty value list');
  return value;
};

/**
 * `count` different valid calculator inputs, the same every run: every select value, location,
 * area type and capital size appears, so no per-input cache can stand in for the engine.
 */
export const variedPredictInputs = (count: number): CalculatorInput[] => {
  const selects = Object.entries(SELECT_VALUES);
  return Array.from({ length: count }, (_unused, index) => {
    const chosen = Object.fromEntries(
      selects.map(([name, values], field) => [
        name,
        pick(values, index * strideFor(field, values.length) + field),
      ]),
    );
    const capital = pick(CAPITAL_STEPS_USD, index) + ((index * 7_919) % 1_000);
    // Every fourth input leaves the optional area type out.
    const areaType = index % 4 === 3 ? undefined : pick(AREA_TYPES, index);
    return {
      ...chosen,
      location: pick(LOCATION_CODES, index * strideFor(7, LOCATION_CODES.length)),
      capitalInvestment: Math.min(capital, CAPITAL_INVESTMENT_MAX_USD),
      ...(areaType ? { areaType } : {}),
    } as CalculatorInput;
  });
};
