import {
  type CalculatorInput,
  OPERATION_SCALES,
  SECTOR_CODES,
  type OperationScale,
  type Sector,
} from '#engine/inputs';
import { US_STATE_CODES } from '#engine/locations';
import type {
  EffectBound,
  FittedEffects,
  FounderPopulation,
  ModelCoefficients,
  SectorCentring,
} from '#engine/model/model-types';
import { computeComponents } from '#engine/scoring/components';
import { capitalBasis, capitalEffect } from '#engine/scoring/fitted-effects';
import { logit } from '#engine/scoring/hazard';
import { probabilityOf } from '#engine/scoring/point-estimate';
import {
  meanSurvival5,
  populationCells,
  populationShifts,
  typicalFounder,
} from '#engine/scoring/population';
import { type BdsPart } from './fit-bds';
import { buildCountries } from './fit-countries';
import { buildPopulation } from './population';
import { SBA_LOANS_FILE } from './data';
import { fitChargeOffLink } from './link';
import { fitLogistic, type LogisticProblem } from './logistic';
import {
  employeesToScale,
  NEUTRAL_PRIOR_INPUTS,
  type SbaLoan,
  TYPICAL_DISBURSEMENT_USD,
} from './sba';

export const MODEL_VERSION = '2026.12-2';
/**
 * Bounds on what the SBA associations may do to a typical founder (issue 11): no source other
 * than SBA loan sizes supports more. Capital over $5,000 .. $1,000,000; team size over its codes.
 */
export const CAPITAL_MAX_SWING_POINTS = 12;
export const SCALE_MAX_SWING_POINTS = 8;
export const CAPITAL_SWING_RANGE_USD = [5_000, 1_000_000];
/**
 * Knots of the capital effect, USD: one log-linear slope from $5,000 to $2M, flat outside. The
 * earlier piecewise fit (8 ramps) followed the SBA's own selection: loans under $50k charge off
 * most because of who gets them, which left the effect flat exactly where most founders start.
 * One slope per ln(USD) is what the evidence supports: an association, bounded below.
 */
export const CAPITAL_KNOTS_USD = [5e3, 2e6];
/** Scale levels fitted separately; `over_100` (26 loans) shares the 21-100 coefficient. */
const FITTED_SCALES: OperationScale[][] = [
  ['solo'],
  ['2_to_5'],
  ['6_to_20'],
  ['21_to_100', 'over_100'],
];
export const DEFAULT_L2 = { sector: 2, state: 10, scale: 1, capital: 1, area: 1 };
const NUISANCE_L2 = 0.1;

/**
 * Loans the relative effects are fitted on: outcome and every used column known. UrbanRural 1 or 2
 * only (0 marks older eras, and NAICS 0 likewise): the fit never sees an era marker as a value.
 */
export const isFittable = (loan: SbaLoan): boolean =>
  loan.chargedOff !== null &&
  loan.sector !== null &&
  loan.urbanRural !== null &&
  loan.state !== null &&
  loan.newExist !== null &&
  loan.employees !== null &&
  loan.disbursementUsd !== null;

export const oneHot = (size: number, index: number) =>
  Array.from({ length: size }, (_, k) => (k === index ? 1 : 0));

const designRow = (loan: SbaLoan): number[] => [
  1,
  ...oneHot(SECTOR_CODES.length, SECTOR_CODES.indexOf(loan.sector ?? 'retail')),
  ...oneHot(US_STATE_CODES.length, US_STATE_CODES.indexOf((loan.state ?? 'CA') as 'CA')),
  loan.newExist === 2 ? 1 : 0,
  loan.urbanRural === 2 ? 1 : 0,
  ...oneHot(
    FITTED_SCALES.length,
    FITTED_SCALES.findIndex((group) => group.includes(employeesToScale(loan.employees ?? 2))),
  ),
  ...capitalBasis(loan.disbursementUsd ?? TYPICAL_DISBURSEMENT_USD, CAPITAL_KNOTS_USD),
];

const columnLayout = () => {
  const sectorEnd = 1 + SECTOR_CODES.length;
  const stateEnd = sectorEnd + US_STATE_CODES.length;
  const newBusinessIndex = stateEnd;
  const ruralIndex = stateEnd + 1;
  const scaleStart = stateEnd + 2;
  const capitalStart = scaleStart + FITTED_SCALES.length;
  return {
    sectorEnd,
    stateEnd,
    newBusinessIndex,
    ruralIndex,
    scaleStart,
    capitalStart,
    columns: capitalStart + CAPITAL_KNOTS_USD.length - 1,
  };
};

/** The penalised logistic problem on fittable loans (also used by model-cv for the raw SBA model). */
export const buildSbaProblem = (bds: BdsPart, loans: readonly SbaLoan[], l2 = DEFAULT_L2) => {
  const layout = columnLayout();
  const { sectorEnd, stateEnd, ruralIndex, scaleStart, capitalStart, columns } = layout;
  const penalties = Array.from({ length: columns }, (_, k) =>
    k === 0
      ? 0
      : k < sectorEnd
        ? l2.sector
        : k < stateEnd
          ? l2.state
          : k === ruralIndex
            ? l2.area
            : k < scaleStart
              ? NUISANCE_L2
              : k < capitalStart
                ? l2.scale
                : l2.capital,
  );
  const problem: LogisticProblem = {
    rows: loans.map((loan) => Float64Array.from(designRow(loan))),
    outcomes: Uint8Array.from(loans.map((loan) => (loan.chargedOff ? 1 : 0))),
    offsets: Float64Array.from(loans.map((loan) => bds.states[loan.state ?? '']?.bdsShift ?? 0)),
    penalties,
    upperBoundZero: penalties.map((_, k) => k >= capitalStart),
  };
  return { problem, layout };
};

/** Linear predictor of the raw SBA charge-off model (diagnostic). */
export const sbaLinearPredictor = (
  bds: BdsPart,
  weights: readonly number[],
  loan: SbaLoan,
): number =>
  designRow(loan).reduce(
    (sum, value, index) => sum + value * (weights[index] ?? 0),
    bds.states[loan.state ?? '']?.bdsShift ?? 0,
  );

/** Fits the SBA relative effects and assembles the full coefficients (BDS part given). */
export const fitCoefficients = (
  bds: BdsPart,
  trainingLoans: readonly SbaLoan[],
  l2 = DEFAULT_L2,
): ModelCoefficients => {
  const loans = trainingLoans.filter(isFittable);
  const { problem, layout } = buildSbaProblem(bds, loans, l2);
  const { sectorEnd, newBusinessIndex, ruralIndex, scaleStart, capitalStart } = layout;
  const fit = fitLogistic(problem);
  const w = fit.weights;
  // Centred on the fitted loans' rural share, so `unknown` (0) is the average area.
  const ruralShare = loans.filter((loan) => loan.urbanRural === 2).length / loans.length;
  const rural = w[ruralIndex] ?? 0;
  const scaleIndex = (scale: OperationScale) =>
    scaleStart + FITTED_SCALES.findIndex((group) => group.includes(scale));
  const effectIndices = [
    ...CAPITAL_KNOTS_USD.slice(1).map((_, k) => capitalStart + k),
    ...OPERATION_SCALES.map(scaleIndex),
  ];
  const loansByState = new Map<string, number>();
  for (const loan of loans)
    loansByState.set(loan.state ?? '', (loansByState.get(loan.state ?? '') ?? 0) + 1);
  const states = Object.fromEntries(
    US_STATE_CODES.map((state, k) => [
      state,
      {
        survival5: bds.states[state]?.survival5 ?? 0,
        bdsShift: bds.states[state]?.bdsShift ?? 0,
        sbaResidual: w[sectorEnd + k] ?? 0,
        sbaResidualSe: Math.sqrt(fit.covariance[sectorEnd + k]?.[sectorEnd + k] ?? 0),
        loans: loansByState.get(state) ?? 0,
      },
    ]),
  );
  const fitted: ModelCoefficients['fitted'] = {
    provenance: {
      source: 'sba-7a-li-2018',
      file: SBA_LOANS_FILE,
      vintage:
        'SBA 7(a) FOIA sample (Li, Mickel & Taylor 2018); loans with NAICS and UrbanRural recorded (FY1997-2006, mostly 2004-06)',
      rows: loans.length,
      method:
        'L2 logistic regression of charge-off on sector, state and NewExist (adjustment only, not used for prediction) + urban/rural + scale + monotone capital ramps, offset by the BDS state shift; area, scale and capital coefficients used as hazard-logit shifts',
    },
    capitalKnotsUsd: CAPITAL_KNOTS_USD,
    capitalSlopes: CAPITAL_KNOTS_USD.slice(1).map((_, k) => w[capitalStart + k] ?? 0),
    scaleLevels: Object.fromEntries(
      OPERATION_SCALES.map((scale) => [scale, w[scaleIndex(scale)] ?? 0]),
    ) as Record<OperationScale, number>,
    areaLevels: { urban: -ruralShare * rural, rural: (1 - ruralShare) * rural, unknown: 0 },
    ruralShare,
    areaContrastSe: Math.sqrt(fit.covariance[ruralIndex]?.[ruralIndex] ?? 0),
    newBusinessResidual: fit.weights[newBusinessIndex] ?? 0,
    covariance: effectIndices.map((row) =>
      effectIndices.map((col) => fit.covariance[row]?.[col] ?? 0),
    ),
    meanGradient: [],
    l2,
  };
  const population = buildPopulation(bds);
  const unbounded: ModelCoefficients = {
    modelVersion: MODEL_VERSION,
    hazards: bds.hazards,
    cohortSpread: bds.cohortSpread,
    locations: {
      provenance: bds.locationProvenance,
      shrinkage: bds.shrinkage,
      states,
      fallbackExtraSd: bds.fallbackExtraSd,
      countries: buildCountries(bds.hazards.national, bds.rawStateShifts, bds.fallbackExtraSd),
    },
    fitted: { ...fitted, meanGradient: meanGradient(population) },
    bounds: {
      capital: unboundedEffect(CAPITAL_MAX_SWING_POINTS),
      scale: unboundedEffect(SCALE_MAX_SWING_POINTS),
    },
    population,
    sectorCentring: emptyCentring(),
    chargeOffLink: { provenance: fitted.provenance, intercept: 0, slope: 1 },
  };
  const anchored = boundEffects(unbounded);
  return { ...anchored, chargeOffLink: fitChargeOffLink(anchored, loans) };
};

const emptyCentring = (): Record<Sector, SectorCentring> =>
  Object.fromEntries(
    SECTOR_CODES.map((sector) => [
      sector,
      { location: 0, capital: 0, scale: 0, anchorShift: 0, rows: 0 },
    ]),
  ) as Record<Sector, SectorCentring>;

/**
 * Centring and anchoring on the representative population: per sector, the weighted means of the
 * fitted location, capital and scale shifts (so the average new business has none), then the common
 * hazard-logit shift that makes the population's mean S5 equal the BDS S5 exactly (bisection).
 */
export const centreAndAnchor = (model: ModelCoefficients): ModelCoefficients => {
  const sectorCentring = Object.fromEntries(
    SECTOR_CODES.map((sector) => {
      const cells = populationCells(sector, model);
      const weighted = (value: (cell: (typeof cells)[number]) => number) =>
        cells.reduce((sum, cell) => sum + cell.weight * value(cell), 0) /
        cells.reduce((sum, cell) => sum + cell.weight, 0);
      return [
        sector,
        {
          location: weighted((cell) => model.locations.states[cell.state]?.bdsShift ?? 0),
          capital: weighted((cell) => capitalEffect(cell.capitalUsd, model.fitted)),
          scale: weighted((cell) => model.fitted.scaleLevels[cell.operationScale]),
          anchorShift: 0,
          rows: cells.length,
        },
      ];
    }),
  ) as Record<Sector, SectorCentring>;
  const centred = { ...model, sectorCentring };
  for (const sector of SECTOR_CODES) {
    const shifts = populationShifts(sector, centred);
    const logitHazards = model.hazards.sectors[sector].hazards.map(logit);
    const target = model.hazards.sectors[sector].survival5;
    const meanSurvival = (anchor: number) => meanSurvival5(shifts, logitHazards, anchor);
    let low = -1;
    let high = 1;
    for (let step = 0; step < 40; step += 1) {
      const middle = (low + high) / 2;
      if (meanSurvival(middle) > target) low = middle;
      else high = middle;
    }
    sectorCentring[sector] = { ...sectorCentring[sector], anchorShift: (low + high) / 2 };
  }
  return centred;
};

/** Largest move of a typical founder's 5-year survival, points, over the input's full range. */
export const swingPoints = (model: ModelCoefficients, input: 'capital' | 'scale'): number =>
  Math.max(
    ...SECTOR_CODES.map((sector) => {
      const founder = typicalFounder(sector, model);
      const base: CalculatorInput = {
        ...NEUTRAL_PRIOR_INPUTS,
        fundingNeeds: 'none',
        sector,
        location: 'US-CA',
        businessStage: 'idea',
        capitalInvestment: founder.capitalUsd,
        operationScale: founder.operationScale,
      };
      const probabilities =
        input === 'capital'
          ? CAPITAL_SWING_RANGE_USD.map((usd) =>
              probabilityOf(computeComponents({ ...base, capitalInvestment: usd }, model)),
            )
          : OPERATION_SCALES.map((scale) =>
              probabilityOf(computeComponents({ ...base, operationScale: scale }, model)),
            );
      return 100 * (Math.max(...probabilities) - Math.min(...probabilities));
    }),
  );

const unboundedEffect = (maxSwingPoints: number): EffectBound => ({
  maxSwingPoints,
  factor: 1,
  swingPoints: 0,
  unboundedSwingPoints: 0,
});

/** The fitted capital and scale effects times their factors (covariance scaled alike). */
const scaleFitted = (
  fitted: FittedEffects,
  raw: FittedEffects,
  capitalFactor: number,
  scaleFactor: number,
): FittedEffects => {
  const capitalCount = raw.capitalSlopes.length;
  const factorOf = (index: number) => (index < capitalCount ? capitalFactor : scaleFactor);
  return {
    ...fitted,
    capitalSlopes: raw.capitalSlopes.map((slope) => slope * capitalFactor),
    scaleLevels: Object.fromEntries(
      OPERATION_SCALES.map((scale) => [scale, raw.scaleLevels[scale] * scaleFactor]),
    ) as Record<OperationScale, number>,
    covariance: raw.covariance.map((row, i) =>
      row.map((value, j) => value * factorOf(i) * factorOf(j)),
    ),
  };
};

/**
 * Bounds the SBA-fitted capital and scale effects (associations from one lender's loans): each is
 * scaled by the largest factor <= 1 that keeps its swing within its bound for every sector's
 * typical founder, found by bisection with the model re-centred and re-anchored at each try.
 */
const boundEffects = (model: ModelCoefficients): ModelCoefficients => {
  const raw = model.fitted;
  const withFactors = (capitalFactor: number, scaleFactor: number) =>
    centreAndAnchor({ ...model, fitted: scaleFitted(raw, raw, capitalFactor, scaleFactor) });
  const factorFor = (input: 'capital' | 'scale', bound: number) => {
    const at = (factor: number) =>
      swingPoints(input === 'capital' ? withFactors(factor, 1) : withFactors(1, factor), input);
    if (at(1) <= bound) return 1;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 20; step += 1) {
      const middle = (low + high) / 2;
      if (at(middle) <= bound) low = middle;
      else high = middle;
    }
    return low;
  };
  const unboundedModel = withFactors(1, 1);
  const capitalFactor = factorFor('capital', CAPITAL_MAX_SWING_POINTS);
  const scaleFactor = factorFor('scale', SCALE_MAX_SWING_POINTS);
  const bounded = withFactors(capitalFactor, scaleFactor);
  return {
    ...bounded,
    bounds: {
      capital: {
        maxSwingPoints: CAPITAL_MAX_SWING_POINTS,
        factor: capitalFactor,
        swingPoints: swingPoints(bounded, 'capital'),
        unboundedSwingPoints: swingPoints(unboundedModel, 'capital'),
      },
      scale: {
        maxSwingPoints: SCALE_MAX_SWING_POINTS,
        factor: scaleFactor,
        swingPoints: swingPoints(bounded, 'scale'),
        unboundedSwingPoints: swingPoints(unboundedModel, 'scale'),
      },
    },
  };
};

/** Mean of [capital basis, scale indicators] over the population (for SEs of centred effects). */
const meanGradient = (population: FounderPopulation): number[] => {
  const capital = new Array<number>(CAPITAL_KNOTS_USD.length - 1).fill(0);
  for (const bracket of population.capitalBrackets) {
    capitalBasis(bracket.usd, CAPITAL_KNOTS_USD).forEach(
      (value, index) => (capital[index] = (capital[index] ?? 0) + bracket.share * value),
    );
  }
  const sectorCount = SECTOR_CODES.length;
  const scale = OPERATION_SCALES.map(
    (level) =>
      SECTOR_CODES.reduce((sum, sector) => sum + population.scaleShares[sector][level], 0) /
      sectorCount,
  );
  return [...capital, ...scale];
};
