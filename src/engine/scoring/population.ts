import { OPERATION_SCALES, type OperationScale, type Sector } from '../inputs';
import type { CapitalBracket, ModelCoefficients } from '../model/model-types';
import { capitalEffect, scaleEffect } from './fitted-effects';
import { logit, survival5 } from './hazard';

/** One weighted cell of a sector's representative population of new businesses. */
export type PopulationCell = {
  capitalUsd: number;
  operationScale: OperationScale;
  state: string;
  weight: number;
};

/**
 * Every combination of capital bracket, team size and state with its weight (product of the three
 * shares: the survey tables give them separately, so they are combined as independent).
 */
export const populationCells = (sector: Sector, model: ModelCoefficients): PopulationCell[] => {
  const { capitalBrackets, scaleShares, stateWeights } = model.population;
  const cells: PopulationCell[] = [];
  for (const bracket of capitalBrackets) {
    for (const scale of OPERATION_SCALES) {
      const scaleShare = scaleShares[sector][scale];
      if (scaleShare <= 0) continue;
      for (const [state, stateWeight] of Object.entries(stateWeights)) {
        cells.push({
          capitalUsd: bracket.usd,
          operationScale: scale,
          state,
          weight: bracket.share * scaleShare * stateWeight,
        });
      }
    }
  }
  return cells;
};

/**
 * Hazard-logit shift of one cell against the sector's centre (0 for the average new business),
 * from the fitted parts only: priors are neutral in the population by construction.
 */
export const cellShift = (cell: PopulationCell, sector: Sector, model: ModelCoefficients) => {
  const centre = model.sectorCentring[sector];
  return (
    (model.locations.states[cell.state]?.bdsShift ?? 0) -
    centre.location +
    capitalEffect(cell.capitalUsd, model.fitted) -
    centre.capital +
    scaleEffect(cell.operationScale, model.fitted) -
    centre.scale
  );
};

/** Median start-up capital, interpolated log-linearly inside the bracket that holds it. */
export const medianCapitalUsd = (brackets: readonly CapitalBracket[]): number => {
  const total = brackets.reduce((sum, bracket) => sum + bracket.share, 0);
  let below = 0;
  for (const bracket of brackets) {
    if (below + bracket.share >= total / 2) {
      const within = (total / 2 - below) / bracket.share;
      if (bracket.lowUsd <= 0 || bracket.highUsd === null) return bracket.usd;
      return bracket.lowUsd * (bracket.highUsd / bracket.lowUsd) ** within;
    }
    below += bracket.share;
  }
  return brackets[brackets.length - 1]?.usd ?? 0;
};

/** The team size of the median new business of the sector. */
export const medianScale = (shares: Readonly<Record<OperationScale, number>>): OperationScale => {
  let below = 0;
  for (const scale of OPERATION_SCALES) {
    below += shares[scale];
    if (below >= 0.5) return scale;
  }
  return OPERATION_SCALES[OPERATION_SCALES.length - 1] ?? 'solo';
};

/** The sector's typical founder: median capital and median team size of its new businesses. */
export const typicalFounder = (sector: Sector, model: ModelCoefficients) => ({
  capitalUsd: Math.round(medianCapitalUsd(model.population.capitalBrackets)),
  operationScale: medianScale(model.population.scaleShares[sector]),
});

/** Each cell's weight and centred hazard-logit shift (what the mean survival needs). */
export const populationShifts = (sector: Sector, model: ModelCoefficients) =>
  populationCells(sector, model).map((cell) => ({
    weight: cell.weight,
    shift: cellShift(cell, sector, model),
  }));

/** Weighted mean 5-year survival from birth of the shifted cells, every hazard also moved by `anchor`. */
export const meanSurvival5 = (
  shifts: readonly { weight: number; shift: number }[],
  logitHazards: readonly number[],
  anchor: number,
): number => {
  let weighted = 0;
  let total = 0;
  for (const { weight, shift } of shifts) {
    weighted += weight * survival5(logitHazards, 0, shift + anchor);
    total += weight;
  }
  return weighted / total;
};

/**
 * Mean 5-year survival (from birth) over the sector's representative population: what the
 * anchoring makes equal to the sector's BDS rate.
 */
export const populationMeanSurvival = (sector: Sector, model: ModelCoefficients): number =>
  meanSurvival5(
    populationShifts(sector, model),
    model.hazards.sectors[sector].hazards.map(logit),
    model.sectorCentring[sector].anchorShift,
  );
