import type { Insight } from '#shared/contracts/insights';

/** The survival horizon and the interval's coverage: numbers a narrative may quote besides the facts. */
const MODEL_CONSTANTS = [5, 80];

const risksOf = (insight: Insight, founderChoice: boolean) =>
  insight.risks
    .filter((risk) => risk.founderChoice === founderChoice)
    .map(({ input, value, deltaPoints }) => ({ input, value, deltaPoints }));

/**
 * What the language model is told: the business inputs and the engine's outputs, nothing else.
 * Built field by field from the insight (never a spread of a row), so names, titles, e-mails,
 * ids and dates cannot slip in when the insight grows.
 */
export const narrativeFacts = (insight: Insight) => ({
  sector: insight.sector,
  successScore: insight.current.score,
  survivalProbabilityPoints: insight.current.probabilityPoints,
  interval80Points: [insight.current.intervalLowPoints, insight.current.intervalHighPoints],
  changeSinceEarlierRun: insight.change && {
    fromScore: insight.change.fromScore,
    toScore: insight.change.toScore,
    probabilityChangePoints: insight.change.probabilityChangePoints,
    inputChanges: insight.change.inputChanges.map(({ input, from, to }) => ({ input, from, to })),
    attributionPoints: insight.change.attribution.map(({ input, deltaPoints }) => ({
      input,
      deltaPoints,
    })),
    sectorBaselineChangePoints: insight.change.baselineChangePoints,
  },
  // The founder's own choices apart from what describes the business, so the model can keep them
  // apart too: only the first may be suggested, the second says how firms like this one fared.
  founderChoices: {
    singleChangesLargestLiftFirst: insight.lifts.map(
      ({ input, from, to, probabilityPoints, liftPoints }) => ({
        input,
        from,
        to,
        probabilityPointsAfter: probabilityPoints,
        liftPoints,
      }),
    ),
    risksLargestFirst: risksOf(insight, true),
  },
  describesTheBusiness: { risksLargestFirst: risksOf(insight, false) },
});
export type NarrativeFacts = ReturnType<typeof narrativeFacts>;

/** Every number in the facts (and their absolute values: "fell by 3.2" quotes -3.2). */
export const allowedNumbers = (facts: NarrativeFacts): number[] => {
  const found = new Set<number>(MODEL_CONSTANTS);
  const walk = (value: unknown): void => {
    if (typeof value === 'number') {
      found.add(value);
      found.add(Math.abs(value));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(facts);
  return [...found];
};

const NUMBER_PATTERN = /\d+(?:[.,]\d+)*/g;

/**
 * The readings of one number as written: English (1,234.5) and Turkish (1.234,5) grouping and
 * decimals, so either language's text is read as its readers would.
 */
const readings = (token: string): number[] => {
  const english = Number(token.replaceAll(',', ''));
  const turkish = Number(token.replaceAll('.', '').replace(',', '.'));
  return [english, turkish].filter(Number.isFinite);
};

/**
 * The numbers a text quotes that are not the engine's. A quoted number matches a fact when it is
 * the fact as given (to its one decimal) or the fact rounded to a whole number ("about 3 points"
 * for 3.2). Anything else, a made-up figure or a date, is a mismatch.
 */
export const unmatchedNumbers = (text: string, allowed: readonly number[]): string[] => {
  const matches = (value: number) =>
    allowed.some(
      (fact) =>
        Math.abs(fact - value) < 0.05 || (Number.isInteger(value) && Math.round(fact) === value),
    );
  return (text.match(NUMBER_PATTERN) ?? []).filter((token) => !readings(token).some(matches));
};
