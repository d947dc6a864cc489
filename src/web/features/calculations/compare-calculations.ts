import {
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  type FactorName,
  type InputName,
  type PredictionResult,
} from '#engine/index';

type Compared = { input: CalculatorInput; result: PredictionResult };

export type InputChange = {
  name: InputName;
  /** Undefined for an optional input one calculation left out. */
  first: string | number | undefined;
  second: string | number | undefined;
};

export type NumberChange = { first: number; second: number; delta: number };

export type FactorChange = NumberChange & { name: FactorName };

export type CalculationComparison = {
  /** Only the inputs whose values differ, in the calculator's field order. */
  inputChanges: InputChange[];
  score: NumberChange;
  intervalLow: NumberChange;
  intervalHigh: NumberChange;
  factors: FactorChange[];
};

const change = (first: number, second: number): NumberChange => ({
  first,
  second,
  delta: second - first,
});

const percent = (probability: number) => Math.round(probability * 100);

type InputValues = Partial<Record<string, string | number>>;

/** The required inputs in form order, then any optional input either calculation states. */
const inputNamesOf = (first: CalculatorInput, second: CalculatorInput): InputName[] => {
  const required: readonly string[] = CALCULATOR_INPUT_NAMES;
  const optional = [...new Set([...Object.keys(first), ...Object.keys(second)])].filter(
    (name) => !required.includes(name),
  );
  return [...CALCULATOR_INPUT_NAMES, ...(optional as InputName[])];
};

/** What changed from the first calculation to the second: inputs, score, range and factors. */
export const compareCalculations = (first: Compared, second: Compared): CalculationComparison => {
  const secondFactors = new Map(second.result.factors.map((factor) => [factor.name, factor]));
  return {
    inputChanges: inputNamesOf(first.input, second.input).flatMap((name) => {
      const before = (first.input as InputValues)[name];
      const after = (second.input as InputValues)[name];
      return before === after ? [] : [{ name, first: before, second: after }];
    }),
    score: change(first.result.score, second.result.score),
    intervalLow: change(percent(first.result.interval.low), percent(second.result.interval.low)),
    intervalHigh: change(percent(first.result.interval.high), percent(second.result.interval.high)),
    factors: first.result.factors.flatMap((factor) => {
      const other = secondFactors.get(factor.name);
      if (!other) return [];
      return [
        {
          name: factor.name,
          ...change(Math.round(factor.rating), Math.round(other.rating)),
        },
      ];
    }),
  };
};
