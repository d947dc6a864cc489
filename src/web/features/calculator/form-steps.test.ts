import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_FIELDS,
  type CalculatorField,
  EXAMPLE_CALCULATOR_INPUT,
} from '#shared/calculator/fields';
import { fieldErrorKind, validateCalculatorValues } from './form-resolver';
import {
  completionPercent,
  groupFieldsIntoSteps,
  initialValues,
  missingRequiredFields,
  toInputCandidate,
} from './form-steps';

const exampleValues = () =>
  Object.fromEntries(
    Object.entries(EXAMPLE_CALCULATOR_INPUT).map(([name, value]) => [name, String(value)]),
  );
const emptyValues = () => initialValues(CALCULATOR_FIELDS, null);
const REQUIRED_FIELDS = CALCULATOR_FIELDS.filter((field) => field.required);
const OPTIONAL_AREA: CalculatorField = {
  name: 'laterField' as CalculatorField['name'],
  type: 'select',
  required: false,
  step: 'market',
  options: [{ value: 'urban' }],
};

describe('groupFieldsIntoSteps', () => {
  it('puts each field in exactly one of three steps, in list order', () => {
    const steps = groupFieldsIntoSteps(CALCULATOR_FIELDS);
    expect(steps.map((step) => step.key)).toEqual(['business', 'market', 'resources']);
    const names = steps.flatMap((step) => step.fields.map((field) => field.name));
    expect([...names].sort()).toEqual(CALCULATOR_FIELDS.map((field) => field.name).sort());
    expect(steps[0]?.fields.map((field) => field.name)).toEqual([
      'sector',
      'customerType',
      'productType',
      'businessStage',
    ]);
  });

  it('puts legal form and main or side activity with team size and capital, after the required fields', () => {
    const resources = groupFieldsIntoSteps(CALCULATOR_FIELDS).find(
      (step) => step.key === 'resources',
    );
    expect(resources?.fields.map((field) => [field.name, field.required])).toEqual([
      ['experience', true],
      ['fundingNeeds', true],
      ['capitalInvestment', true],
      ['operationScale', true],
      ['legalForm', false],
      ['timeCommitment', false],
    ]);
  });

  it('renders a field the server adds in the step it names', () => {
    const steps = groupFieldsIntoSteps([...CALCULATOR_FIELDS, OPTIONAL_AREA]);
    expect(steps[1]?.fields.map((field) => field.name)).toContain('laterField');
  });
});

describe('completionPercent and missingRequiredFields', () => {
  it('goes from 0 to 100 as required fields are filled', () => {
    const values = emptyValues();
    expect(completionPercent(CALCULATOR_FIELDS, values)).toBe(0);
    expect(missingRequiredFields(CALCULATOR_FIELDS, values)).toEqual(REQUIRED_FIELDS);
    values.sector = 'retail';
    values.capitalInvestment = '5000';
    values.location = 'US-TX';
    expect(completionPercent(CALCULATOR_FIELDS, values)).toBe(
      Math.round((3 / REQUIRED_FIELDS.length) * 100),
    );
    expect(completionPercent(CALCULATOR_FIELDS, exampleValues())).toBe(100);
    expect(missingRequiredFields(CALCULATOR_FIELDS, exampleValues())).toEqual([]);
  });

  it('does not count optional fields, and treats blanks as empty', () => {
    const fields = [...CALCULATOR_FIELDS, OPTIONAL_AREA];
    expect(completionPercent(fields, exampleValues())).toBe(100);
    expect(completionPercent(fields, { ...exampleValues(), sector: '   ' })).toBe(
      Math.round(((REQUIRED_FIELDS.length - 1) / REQUIRED_FIELDS.length) * 100),
    );
  });
});

describe('toInputCandidate and initialValues', () => {
  it('parses the number field and leaves empty optional fields out', () => {
    const candidate = toInputCandidate([...CALCULATOR_FIELDS, OPTIONAL_AREA], {
      ...exampleValues(),
      laterField: '',
    });
    expect(candidate).toEqual(EXAMPLE_CALCULATOR_INPUT);
  });

  it('prefills only values the fields still accept', () => {
    const values = initialValues(CALCULATOR_FIELDS, {
      ...EXAMPLE_CALCULATOR_INPUT,
      sector: 'no_such_sector',
      capitalInvestment: 'lots',
    });
    expect(values.sector).toBe('');
    expect(values.capitalInvestment).toBe('');
    expect(values.location).toBe(EXAMPLE_CALCULATOR_INPUT.location);
  });
});

describe('validateCalculatorValues (the shared input schema)', () => {
  const validate = (values: Record<string, string>) =>
    validateCalculatorValues(CALCULATOR_FIELDS, values);

  it('returns the typed input when every field is valid', async () => {
    const outcome = await validate(exampleValues());
    expect(outcome.invalidNames).toEqual([]);
    expect(outcome.isValid && outcome.input).toEqual(EXAMPLE_CALCULATOR_INPUT);
  });

  it('flags every empty required field, and out-of-range or unknown values', async () => {
    const empty = await validate(emptyValues());
    expect(empty.isValid).toBe(false);
    expect([...empty.invalidNames].sort()).toEqual(
      REQUIRED_FIELDS.map((field) => field.name).sort(),
    );
    const outcome = await validate({ ...exampleValues(), capitalInvestment: '-5', sector: 'x' });
    expect([...outcome.invalidNames].sort()).toEqual(['capitalInvestment', 'sector']);
  });

  it('words an error by what is wrong with the value', () => {
    const capital = CALCULATOR_FIELDS.find((field) => field.name === 'capitalInvestment');
    const sector = CALCULATOR_FIELDS.find((field) => field.name === 'sector');
    if (!capital || !sector) throw new Error('fields missing');
    expect(fieldErrorKind(capital, '')).toBe('required');
    expect(fieldErrorKind(capital, '-5')).toBe('range');
    expect(fieldErrorKind(sector, 'x')).toBe('invalidOption');
  });
});
