import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT, predictCore } from '#engine/index';
import { CalculatorInputSchema } from './calculator-input-schema';
import { codesOf, ENGINE_ORDER, FIELD_TABLE } from './field-table';
import { CALCULATOR_FIELDS } from './fields';

describe('the calculator field table', () => {
  it('lists every input once, in the engine’s order, and the form fields follow it', () => {
    expect(FIELD_TABLE.map((field) => field.name)).toEqual(ENGINE_ORDER);
    expect(CALCULATOR_FIELDS.map((field) => [field.name, field.step, field.required])).toEqual(
      FIELD_TABLE.map((field) => [field.name, field.step, !field.isOptional]),
    );
  });

  it('gives the schema made from it every code of each select and nothing else', () => {
    expect(CalculatorInputSchema.safeParse(EXAMPLE_CALCULATOR_INPUT).success).toBe(true);
    for (const field of FIELD_TABLE.filter((entry) => entry.kind === 'select')) {
      for (const code of codesOf(field.name)) {
        const input = { ...EXAMPLE_CALCULATOR_INPUT, [field.name]: code };
        expect(CalculatorInputSchema.safeParse(input).success, `${field.name}=${code}`).toBe(true);
      }
      const bad = { ...EXAMPLE_CALCULATOR_INPUT, [field.name]: 'not-a-code' };
      expect(CalculatorInputSchema.safeParse(bad).success, field.name).toBe(false);
    }
    expect(CalculatorInputSchema.safeParse({ ...EXAMPLE_CALCULATOR_INPUT, extra: 1 }).success).toBe(
      false,
    );
    const { sector: _sector, ...withoutSector } = EXAMPLE_CALCULATOR_INPUT;
    expect(CalculatorInputSchema.safeParse(withoutSector).success).toBe(false);
  });

  it('names for each field a grade its answers are cited with by the engine', () => {
    for (const field of FIELD_TABLE) {
      const values: readonly (string | number)[] =
        field.kind === 'number' ? [0, 25_000, 1_000_000] : codesOf(field.name);
      const grades = new Set(
        values.flatMap((value) =>
          predictCore({ ...EXAMPLE_CALCULATOR_INPUT, [field.name]: value })
            .contributions.filter((entry) => entry.input === field.name)
            .map((entry) => entry.source.grade),
        ),
      );
      if (field.name === 'sector') continue; // the baseline, cited as the result's own source
      expect([...grades], field.name).toContain(field.evidence);
    }
  });
});
