import { predict, type CalculatorInput, type PredictionResult } from '#engine/index';
import { CALCULATOR_FIELDS, EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import type { CalculatorOptionsResponse } from '#shared/contracts/calculator';

/** The form description; built once, it never changes while the process runs. */
const OPTIONS: CalculatorOptionsResponse = {
  fields: CALCULATOR_FIELDS,
  example: EXAMPLE_CALCULATOR_INPUT,
};

export const getCalculatorOptions = (): CalculatorOptionsResponse => OPTIONS;

/** Runs the engine; the input was validated by the route schema. Saves nothing. */
export const createPrediction = ({ input }: { input: CalculatorInput }): PredictionResult =>
  predict(input);
