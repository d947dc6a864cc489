import type { ScenarioRunResult } from '#shared/contracts/simulation';
import { type MoneyView, USD_VIEW } from '#web/lib/money-view';

/**
 * One exported row per scenario: its inputs' key figures and the simulated outcome (raw units;
 * money in `currency`, the one the plan was typed in).
 */
export type SummaryRow = {
  scenario: string;
  currency: MoneyView['currency'];
  kind: ScenarioRunResult['kind'];
  seed: number;
  paths: number;
  months: number;
  cashOutBeforeBreakEvenProbability: number;
  survivalProbability: number;
  breakEvenMonthP10: number | null;
  breakEvenMonthP50: number | null;
  breakEvenMonthP90: number | null;
  neverBreakEvenShare: number;
  endCashP10: number | null;
  endCashP50: number | null;
  endCashP90: number | null;
  fundingGapP90: number;
};

export const summaryRows = (
  scenarios: ScenarioRunResult[],
  nameOf: (scenario: ScenarioRunResult) => string,
  money: MoneyView = USD_VIEW,
): SummaryRow[] =>
  scenarios.map((scenario) => {
    const { result } = scenario;
    const cash = result.monthly?.cash;
    // The engine's dollars in the plan's currency.
    const shown = (usd: number | undefined) => (usd === undefined ? null : usd * money.unitsPerUsd);
    return {
      scenario: nameOf(scenario),
      currency: money.currency,
      kind: scenario.kind,
      seed: result.seed,
      paths: result.paths,
      months: result.months,
      cashOutBeforeBreakEvenProbability: result.cashOutBeforeBreakEvenProbability,
      survivalProbability: result.survivalProbability,
      breakEvenMonthP10: result.breakEven.percentiles.p10,
      breakEvenMonthP50: result.breakEven.percentiles.p50,
      breakEvenMonthP90: result.breakEven.percentiles.p90,
      neverBreakEvenShare: result.breakEven.neverShare,
      endCashP10: shown(cash?.p10.at(-1)),
      endCashP50: shown(cash?.p50.at(-1)),
      endCashP90: shown(cash?.p90.at(-1)),
      fundingGapP90: result.fundingGap.p90 * money.unitsPerUsd,
    };
  });

// RFC 4180 quoting; a leading = + - @ is prefixed so spreadsheets do not run a scenario name.
const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value.replace(/^([=+\-@])/, "'$1");
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const summaryCsv = (rows: SummaryRow[]): string => {
  const first = rows[0];
  if (!first) return '';
  const headers = Object.keys(first) as (keyof SummaryRow)[];
  const lines = [
    headers.join(','),
    ...rows.map((row) => headers.map((h) => csvCell(row[h])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
};
