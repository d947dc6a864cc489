import { isFounderChoice, type TextCode } from '#engine/index';
import { CALCULATOR_FIELDS, type CalculatorInputName } from '#shared/calculator/fields';

/*
 * Whether an input describes the business (sector, place, stage, team size, legal form…) or is one
 * of the founder's own choices (capital, funding, experience, marketing, market, competition). The
 * engine owns the list (FOUNDER_CHOICES); every screen that lists inputs sorts them through here.
 */

export type InputKind = 'business' | 'choice';
export const INPUT_KINDS: readonly InputKind[] = ['business', 'choice'];

/** The kind of an input by its name; a name the engine does not know describes the business. */
export const inputKindOf = (name: string): InputKind =>
  isFounderChoice(name) ? 'choice' : 'business';

/**
 * The kind of an engine text by the input it is about (`params.input`). A text about no input (the
 * sector's base rate) describes the business.
 */
export const textKindOf = (entry: Pick<TextCode, 'params'>): InputKind => {
  const input = entry.params?.input;
  return typeof input === 'string' ? inputKindOf(input) : 'business';
};

/** Splits a list by kind, keeping its order within each kind. */
export const splitByKind = <Entry>(
  entries: readonly Entry[],
  kindOf: (entry: Entry) => InputKind,
): Record<InputKind, Entry[]> => ({
  business: entries.filter((entry) => kindOf(entry) === 'business'),
  choice: entries.filter((entry) => kindOf(entry) === 'choice'),
});

/** The calculator's inputs of each kind, in form order. */
export const INPUTS_BY_KIND: Record<InputKind, CalculatorInputName[]> = splitByKind(
  CALCULATOR_FIELDS.map((field) => field.name),
  inputKindOf,
);
