// The first-load-safe entries of the engine's value codes (they are what #engine/index exports).
import {
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  OPTIONAL_INPUT_NAMES,
  OPTIONAL_VALUES,
  SELECT_VALUES,
} from '#engine/inputs';
import { LOCATION_CODES } from '#engine/locations';

/** The calculator form's steps, in order. */
export const CALCULATOR_STEPS = ['business', 'market', 'resources'] as const;
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number];

export type FieldSpec = {
  name: keyof CalculatorInput;
  /** A choice among the engine's codes, or an amount (the engine's capital range). */
  kind: 'select' | 'number';
  step: CalculatorStep;
  /** Optional answers have no effect when not given (the engine reads them as `unknown`). */
  isOptional: boolean;
  /** The best evidence grade behind the answer's effect (docs/model-card.md). */
  evidence: 'A' | 'B' | 'C';
};

/**
 * The calculator's one field table (issue 32): each field's name, kind, form step, whether it is
 * optional and its evidence, in form order. Codes and ranges are the engine's own
 * (src/engine/inputs.ts); the input schema, the field list the form renders and its steps are all
 * made from this table (calculator-input-schema.ts, fields.ts).
 */
export const FIELD_TABLE = [
  { name: 'sector', kind: 'select', step: 'business', isOptional: false, evidence: 'A' },
  { name: 'customerType', kind: 'select', step: 'business', isOptional: false, evidence: 'C' },
  { name: 'productType', kind: 'select', step: 'business', isOptional: false, evidence: 'C' },
  { name: 'location', kind: 'select', step: 'market', isOptional: false, evidence: 'A' },
  { name: 'experience', kind: 'select', step: 'resources', isOptional: false, evidence: 'B' },
  { name: 'businessStage', kind: 'select', step: 'business', isOptional: false, evidence: 'A' },
  { name: 'marketSize', kind: 'select', step: 'market', isOptional: false, evidence: 'B' },
  { name: 'fundingNeeds', kind: 'select', step: 'resources', isOptional: false, evidence: 'C' },
  {
    name: 'capitalInvestment',
    kind: 'number',
    step: 'resources',
    isOptional: false,
    evidence: 'B',
  },
  { name: 'competitionLevel', kind: 'select', step: 'market', isOptional: false, evidence: 'C' },
  { name: 'marketingStrategy', kind: 'select', step: 'market', isOptional: false, evidence: 'C' },
  { name: 'operationScale', kind: 'select', step: 'resources', isOptional: false, evidence: 'B' },
  { name: 'areaType', kind: 'select', step: 'market', isOptional: true, evidence: 'A' },
  { name: 'legalForm', kind: 'select', step: 'resources', isOptional: true, evidence: 'B' },
  { name: 'timeCommitment', kind: 'select', step: 'resources', isOptional: true, evidence: 'B' },
] as const satisfies readonly FieldSpec[];

type TableName = (typeof FIELD_TABLE)[number]['name'];
type OptionalName = Extract<(typeof FIELD_TABLE)[number], { isOptional: true }>['name'];

// Every input once, optional exactly where the engine's type is: a field added on either side,
// or one whose optionality differs, stops the typecheck.
const covers = <Check extends true>(check: Check) => check;
covers<[keyof CalculatorInput] extends [TableName] ? true : false>(true);
covers<
  [OptionalName] extends [(typeof OPTIONAL_INPUT_NAMES)[number]]
    ? [(typeof OPTIONAL_INPUT_NAMES)[number]] extends [OptionalName]
      ? true
      : false
    : false
>(true);

/** The table's order is the engine's: its required names, then its optional ones. */
export const ENGINE_ORDER: readonly string[] = [...CALCULATOR_INPUT_NAMES, ...OPTIONAL_INPUT_NAMES];

/** The engine's codes of a select field. */
// Kept here, free of Zod, so the calculator's first load can list the codes (decision 009).
export const codesOf = (name: FieldSpec['name']): readonly string[] => {
  if (name === 'location') return LOCATION_CODES;
  if (name in OPTIONAL_VALUES) return OPTIONAL_VALUES[name as keyof typeof OPTIONAL_VALUES];
  return name in SELECT_VALUES ? SELECT_VALUES[name as keyof typeof SELECT_VALUES] : [];
};
