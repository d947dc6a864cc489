import type { CalculatorInput } from '#engine/inputs';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

/*
 * A calculator link that fills the form: `/calculator?sector=retail&capitalInvestment=4000…`, one
 * parameter per field. The idea finder and the home page's random idea write it; the calculator
 * form reads it over the last draft. A link, not navigation state, so it survives a reload, a new
 * tab and sharing. Field names only, no Zod or engine: the calculator form reads it on its first
 * load (docs/decisions/009), and keeps only the values its fields accept.
 */

/** The query string (with its `?`) that fills the calculator with these answers. */
export const calculatorPrefillSearch = (input: Partial<CalculatorInput>): string => {
  const search = new URLSearchParams();
  for (const field of CALCULATOR_FIELDS) {
    const value = input[field.name];
    if (value !== undefined) search.set(field.name, String(value));
  }
  return `?${search.toString()}`;
};

/** The answers a calculator link carries, numbers as numbers; null when it carries none. */
export const readCalculatorPrefill = (search: string): Record<string, unknown> | null => {
  const params = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const field of CALCULATOR_FIELDS) {
    const raw = params.get(field.name);
    if (raw === null || raw.trim() === '') continue;
    values[field.name] = field.type === 'number' ? Number(raw) : raw;
  }
  return Object.keys(values).length > 0 ? values : null;
};
