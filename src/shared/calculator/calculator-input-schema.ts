import { z } from 'zod';
import { CHOOSE_OPTION_MESSAGE } from '../validation-messages';
import {
  AREA_TYPES,
  LEGAL_FORMS,
  TIME_COMMITMENTS,
  CAPITAL_INVESTMENT_MAX_USD,
  CAPITAL_INVESTMENT_MIN_USD,
  type CalculatorInput,
} from '#engine/inputs';
import { LOCATION_CODES } from '#engine/locations';
import { SELECT_VALUES } from '#engine/inputs';

const REQUIRED = 'This field is required';
const oneOf = <Code extends string>(values: readonly Code[]) =>
  z.enum(values as [Code, ...Code[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : CHOOSE_OPTION_MESSAGE),
  });

/** The calculator input: strict (unknown fields refused), every field checked. */
export const CalculatorInputSchema = z.strictObject({
  sector: oneOf(SELECT_VALUES.sector),
  customerType: oneOf(SELECT_VALUES.customerType),
  productType: oneOf(SELECT_VALUES.productType),
  location: oneOf(LOCATION_CODES),
  experience: oneOf(SELECT_VALUES.experience),
  businessStage: oneOf(SELECT_VALUES.businessStage),
  marketSize: oneOf(SELECT_VALUES.marketSize),
  fundingNeeds: oneOf(SELECT_VALUES.fundingNeeds),
  capitalInvestment: z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be a number') })
    .min(CAPITAL_INVESTMENT_MIN_USD, `Must be at least ${CAPITAL_INVESTMENT_MIN_USD}`)
    .max(CAPITAL_INVESTMENT_MAX_USD, `Must be no more than ${CAPITAL_INVESTMENT_MAX_USD}`),
  competitionLevel: oneOf(SELECT_VALUES.competitionLevel),
  marketingStrategy: oneOf(SELECT_VALUES.marketingStrategy),
  operationScale: oneOf(SELECT_VALUES.operationScale),
  // Optional: absent means unknown, exactly like 'unknown'.
  areaType: z.enum(AREA_TYPES, { error: () => CHOOSE_OPTION_MESSAGE }).optional(),
  legalForm: z.enum(LEGAL_FORMS, { error: () => CHOOSE_OPTION_MESSAGE }).optional(),
  timeCommitment: z.enum(TIME_COMMITMENTS, { error: () => CHOOSE_OPTION_MESSAGE }).optional(),
});

// Compile-time check that the schema and the engine's input type agree.
export const SCHEMA_MATCHES_ENGINE_INPUT: CalculatorInput extends z.infer<
  typeof CalculatorInputSchema
>
  ? z.infer<typeof CalculatorInputSchema> extends CalculatorInput
    ? true
    : false
  : false = true;
