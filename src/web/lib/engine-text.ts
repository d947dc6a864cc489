import type { TFunction } from 'i18next';
import type { TextCode } from '#engine/index';
import { type FieldTextContext, fieldLabel, formatInputValue } from './field-text';
import { formatNumber } from './format';

/**
 * Engine params carry codes and raw numbers (engine/explain/README.md): the reader gets the field's
 * words, capital in dollars and every other number in the language's digits ("18,8" in Turkish).
 */
export const readableEngineParams = (
  params: TextCode['params'],
  context: FieldTextContext,
): Record<string, string> => {
  if (!params) return {};
  const input = typeof params.input === 'string' ? params.input : '';
  const readable: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    readable[key] =
      typeof value === 'number' ? formatNumber(value, context.locale, { digits: 1 }) : value;
  }
  // Always with its decimal, as every point change in the app: "1.0 points" is plural in English,
  // where "1 points" was wrong (the templates say "{{points}} points" for any amount).
  if (typeof params.points === 'number') {
    readable.points = formatNumber(params.points, context.locale, { digits: 1, minDigits: 1 });
  }
  if (input) readable.input = fieldLabel(context.t, input);
  for (const key of ['value', 'current'] as const) {
    const value = params[key];
    if (value !== undefined && input) readable[key] = formatInputValue(context, input, value);
  }
  // The new money a capital recommendation asks for, written like the capital itself.
  if (typeof params.amount === 'number') {
    readable.amount = formatInputValue(context, 'capitalInvestment', params.amount);
  }
  if (params.sector !== undefined) {
    readable.sector = formatInputValue(context, 'sector', params.sector);
  }
  if (params.stage !== undefined) {
    readable.stage = formatInputValue(context, 'businessStage', params.stage);
  }
  return readable;
};

/** Translates an engine text code (`engine.<code>`) with its params in the reader's words. */
export const engineText = (
  engineT: TFunction<'engine'>,
  entry: TextCode,
  context: FieldTextContext,
): string => {
  // Engine codes are data, not literal keys, so the typed key check cannot see them.
  const translate = engineT as unknown as (key: string, params: Record<string, string>) => string;
  return translate(entry.code, readableEngineParams(entry.params, context));
};
