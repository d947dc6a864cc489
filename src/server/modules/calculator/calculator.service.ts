import { predict, type CalculatorInput, type PredictionResult } from '#engine/index';
import { CALCULATOR_FIELDS, EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import type { CalculatorOptionsResponse } from '#shared/contracts/calculator';
import { AppError } from '#shared/errors';

/** The form description; built once, it never changes while the process runs. */
const OPTIONS: CalculatorOptionsResponse = {
  fields: CALCULATOR_FIELDS,
  example: EXAMPLE_CALCULATOR_INPUT,
};

export const getCalculatorOptions = (): CalculatorOptionsResponse => OPTIONS;

/** Runs the engine on an input the route schema has validated. Saves nothing. */
export const createPrediction = ({
  input,
}: {
  input: CalculatorInput | undefined;
}): PredictionResult => {
  // The body schema already ran; an absent body is only possible if a route forgets it.
  if (!input) throw new AppError('VALIDATION_FAILED');
  return predict(input);
};
