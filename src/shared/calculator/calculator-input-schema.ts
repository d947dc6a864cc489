import { z } from 'zod';
import {
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
} from '#engine/inputs';
import { type Equals, tie } from '../type-ties';
import { CHOOSE_OPTION_MESSAGE } from '../validation-messages';
import { codesOf, FIELD_TABLE, type FieldSpec } from './field-table';

const REQUIRED = 'This field is required';

const oneOf = <Code extends string>(values: readonly Code[]) =>
  z.enum(values as [Code, ...Code[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : CHOOSE_OPTION_MESSAGE),
  });

const capitalSchema = z
  .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be a number') })
  .min(CAPITAL_INVESTMENT_MIN_USD, `Must be at least ${CAPITAL_INVESTMENT_MIN_USD}`)
  .max(CAPITAL_INVESTMENT_MAX_USD, `Must be no more than ${CAPITAL_INVESTMENT_MAX_USD}`);

const schemaOf = (field: FieldSpec) => {
  if (field.kind === 'number') return capitalSchema;
  // Optional: absent means unknown, exactly like 'unknown'.
  if (field.isOptional)
    return z
      .enum(codesOf(field.name) as [string, ...string[]], {
        error: () => CHOOSE_OPTION_MESSAGE,
      })
      .optional();
  return oneOf(codesOf(field.name));
};

/** The schema's shape, as the engine's input type says each field is (checked below). */
type InputShape = {
  [Name in keyof Required<CalculatorInput>]: undefined extends CalculatorInput[Name]
    ? z.ZodOptional<z.ZodType<NonNullable<CalculatorInput[Name]>>>
    : z.ZodType<CalculatorInput[Name]>;
};

/** The calculator input: strict (unknown fields refused), every field checked; made from the table. */
export const CalculatorInputSchema = z.strictObject(
  // Built in a loop, so TypeScript cannot see the shape: the tie below checks it instead.
  Object.fromEntries(
    FIELD_TABLE.map((field) => [field.name, schemaOf(field)]),
  ) as unknown as InputShape,
);

tie<Equals<CalculatorInput, z.infer<typeof CalculatorInputSchema>>>(true);
