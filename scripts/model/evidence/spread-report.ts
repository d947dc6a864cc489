/**
 * How far the answers spread the estimate (issue 31): the 10th-90th percentile of the model's
 * 5-year survival over the representative population of new US employer firms, beside what the
 * published tables imply on their own (each table's worst and best class carried to the US
 * national 5-year level through the same horizon conversion the fit uses).
 */
import { SECTOR_CODES } from '#engine/inputs';
import type { ModelCoefficients } from '#engine/model/model-types';
import { logit, survival5 } from '#engine/scoring/hazard';
import { populationOffset, populationShifts } from '#engine/scoring/population';
import { classShift, survivalAt } from './horizon';
import { tableOverall } from './fit-new-firm';
import { PUBLISHED_TABLES } from './tables';

const round = (value: number) => Number(value.toFixed(4));

/** Weighted quantile of (value, weight) pairs. */
const quantile = (pairs: readonly { value: number; weight: number }[], q: number) => {
  const sorted = [...pairs].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, pair) => sum + pair.weight, 0);
  let below = 0;
  for (const pair of sorted) {
    below += pair.weight;
    if (below >= q * total) return pair.value;
  }
  return sorted[sorted.length - 1]?.value ?? 0;
};

/** P10, P50 and P90 of S5 over every sector's population, sectors weighted by BDS births. */
export const modelSpread = (model: ModelCoefficients) => {
  const pairs = SECTOR_CODES.flatMap((sector) => {
    const hazards = model.hazards.sectors[sector].hazards.map(logit);
    const offset = populationOffset(sector, model);
    const births = model.hazards.sectors[sector].firmsAtBirth;
    return populationShifts(sector, model).map((cell) => ({
      value: survival5(hazards, 0, cell.shift + offset),
      weight: cell.weight * births,
    }));
  });
  return {
    p10: round(quantile(pairs, 0.1)),
    p50: round(quantile(pairs, 0.5)),
    p90: round(quantile(pairs, 0.9)),
  };
};

/**
 * Each fitted table's worst and best class at the US national 5-year rate: the class's shift
 * against its table's overall, applied to the BDS national hazards (which give the national rate).
 */
export const evidenceSpread = (model: ModelCoefficients) => {
  const national = model.hazards.national.hazards.map(logit);
  return PUBLISHED_TABLES.filter((table) => table.role === 'fitted').map((table) => {
    const overall = tableOverall(table);
    const shifts = table.classes.flatMap((row) =>
      row.survival === null
        ? []
        : [classShift(national, table.horizonYears, overall, row.survival)],
    );
    return {
      table: table.id,
      input: table.input,
      worst: round(survivalAt(national, 5, Math.max(...shifts))),
      best: round(survivalAt(national, 5, Math.min(...shifts))),
    };
  });
};
