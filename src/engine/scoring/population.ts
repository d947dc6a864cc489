import { OPERATION_SCALES, type OperationScale, type Sector } from '../inputs';
import type {
  CalibratedEffects,
  CapitalBracket,
  ModelCoefficients,
  StatedLegalForm,
} from '../model/model-types';
import { jointWeights } from './copula';
import { logit, survival5 } from './hazard';
import { capitalLevel } from './new-firm-effects';

export const STATED_LEGAL_FORMS: readonly StatedLegalForm[] = [
  'sole_proprietorship',
  'partnership',
  'limited_company',
];

/** One weighted cell of a sector's representative population of new businesses (states apart). */
export type PopulationCell = {
  capitalUsd: number;
  operationScale: OperationScale;
  /** Only in the legal-form model's population. */
  legalForm?: StatedLegalForm;
  weight: number;
};

/**
 * Every combination of capital bracket and team size (and legal form, for the legal-form model)
 * with its weight: the survey tables give each share separately, and the copula joins them with
 * the loading found in the source population (capital and legal form cross-tabulated by INSEE).
 * Legal forms are ordered from the smallest-scale form up, the way the factor orders them.
 */
export const populationCells = (
  sector: Sector,
  model: ModelCoefficients,
  withLegalForm = false,
): PopulationCell[] => {
  const { capitalBrackets, scaleShares, legalFormShares, loading } = model.population;
  const scales = OPERATION_SCALES.filter((scale) => scaleShares[sector][scale] > 0);
  const variables = [
    capitalBrackets.map((bracket) => bracket.share),
    scales.map((scale) => scaleShares[sector][scale]),
    ...(withLegalForm ? [STATED_LEGAL_FORMS.map((form) => legalFormShares[form])] : []),
  ];
  const joint = jointWeights(variables, loading);
  return joint.combinations.map(([capital = 0, scale = 0, legal = 0], index) => ({
    capitalUsd: capitalBrackets[capital]?.usd ?? 0,
    operationScale: scales[scale] ?? 'solo',
    ...(withLegalForm ? { legalForm: STATED_LEGAL_FORMS[legal] ?? 'limited_company' } : {}),
    weight: joint.weights[index] ?? 0,
  }));
};

/** Uncentred capital + team-size (+ legal-form) shift of a cell under one calibration. */
export const cellEffect = (
  cell: PopulationCell,
  effects: CalibratedEffects & { legalForm?: Record<StatedLegalForm, number> },
): number =>
  capitalLevel(effects.capital, cell.capitalUsd) +
  effects.operationScale[cell.operationScale] +
  (cell.legalForm && effects.legalForm ? effects.legalForm[cell.legalForm] : 0);

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

/** A weighted hazard-logit shift of the population (cell x state). */
export type WeightedShift = { weight: number; shift: number };

/**
 * Each cell-and-state's weight and shift: the cell's effect under the calibration plus the
 * state's BDS offset, both as they are before centring (`offset` then moves them all).
 */
export const populationShifts = (
  sector: Sector,
  model: ModelCoefficients,
  withLegalForm = false,
): WeightedShift[] => {
  const effects = withLegalForm ? model.newFirm.withLegalForm : model.newFirm.base;
  const states = Object.entries(model.population.stateWeights);
  return populationCells(sector, model, withLegalForm).flatMap((cell) => {
    const effect = cellEffect(cell, effects);
    return states.map(([state, stateWeight]) => ({
      weight: cell.weight * stateWeight,
      shift: effect + (model.locations.states[state]?.bdsShift ?? 0),
    }));
  });
};

/** Weighted mean 5-year survival from birth of the shifted cells, every hazard also moved by `offset`. */
export const meanSurvival5 = (
  shifts: readonly WeightedShift[],
  logitHazards: readonly number[],
  offset: number,
): number => {
  let weighted = 0;
  let total = 0;
  for (const { weight, shift } of shifts) {
    weighted += weight * survival5(logitHazards, 0, shift + offset);
    total += weight;
  }
  return weighted / total;
};

/** The offset every population shift gets in the model: minus the centring, plus the anchor. */
export const populationOffset = (
  sector: Sector,
  model: ModelCoefficients,
  withLegalForm = false,
): number => {
  const centre = model.sectorCentring[sector];
  const base = -centre.location - centre.capital - centre.scale + centre.anchorShift;
  return withLegalForm ? base + centre.legalFormOffset : base;
};

/**
 * Mean 5-year survival (from birth) over the sector's representative population, with legal form
 * not stated (the default) or stated: what the anchoring makes equal to the sector's BDS rate.
 */
export const populationMeanSurvival = (
  sector: Sector,
  model: ModelCoefficients,
  withLegalForm = false,
): number =>
  meanSurvival5(
    populationShifts(sector, model, withLegalForm),
    model.hazards.sectors[sector].hazards.map(logit),
    populationOffset(sector, model, withLegalForm),
  );
