import {
  OPERATION_SCALES,
  SECTOR_CODES,
  type OperationScale,
  type Sector,
} from '../src/engine/inputs';
import { US_STATE_CODES } from '../src/engine/locations';
import type { ModelCoefficients, SectorCentring } from '../src/engine/model/model-types';
import { computeComponents } from '../src/engine/scoring/components';
import { capitalBasis, capitalEffect } from '../src/engine/scoring/fitted-effects';
import { logit, survival5 } from '../src/engine/scoring/hazard';
import { totalShift } from '../src/engine/scoring/point-estimate';
import { type BdsPart } from './model-fit-bds';
import { SBA_LOANS_FILE } from './model-data';
import { fitChargeOffLink } from './model-link';
import { fitLogistic, type LogisticProblem } from './model-logistic';
import {
  employeesToScale,
  loanToInput,
  type SbaLoan,
  TYPICAL_DISBURSEMENT_USD,
  TYPICAL_SCALE,
} from './model-sba';

export const MODEL_VERSION = '2026.12-1';
/** Knots of the capital effect, USD (round amounts spanning the SBA 5th-99th percentiles). */
export const CAPITAL_KNOTS_USD = [5e3, 25e3, 5e4, 1e5, 1.5e5, 2.5e5, 5e5, 1e6, 2e6];
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
    meanGradient: meanGradient(trainingLoans.filter((loan) => loan.sector !== null)),
    l2,
  };
  const partial: ModelCoefficients = {
    modelVersion: MODEL_VERSION,
    hazards: bds.hazards,
    cohortSpread: bds.cohortSpread,
    locations: {
      provenance: bds.locationProvenance,
      shrinkage: bds.shrinkage,
      states,
      fallbackExtraSd: bds.fallbackExtraSd,
    },
    fitted,
    sectorCentring: centring(trainingLoans, fitted, states),
    chargeOffLink: { provenance: fitted.provenance, intercept: 0, slope: 1 },
  };
  const anchored: ModelCoefficients = {
    ...partial,
    sectorCentring: anchorSectors(partial, trainingLoans),
  };
  return { ...anchored, chargeOffLink: fitChargeOffLink(anchored, loans) };
};

/** Per-sector means of the raw fitted components over the representative population. */
const centring = (
  loans: readonly SbaLoan[],
  fitted: ModelCoefficients['fitted'],
  states: ModelCoefficients['locations']['states'],
): Record<Sector, SectorCentring> =>
  Object.fromEntries(
    SECTOR_CODES.map((sector) => {
      const population = representativePopulation(loans, sector);
      const mean = (values: number[]) =>
        values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
      const located = population.filter((loan) => loan.state !== null);
      return [
        sector,
        {
          location: mean(located.map((loan) => states[loan.state ?? '']?.bdsShift ?? 0)),
          capital: mean(
            population.map((loan) =>
              capitalEffect(loan.disbursementUsd ?? TYPICAL_DISBURSEMENT_USD, fitted),
            ),
          ),
          anchorShift: 0,
          scale: mean(
            population.map(
              (loan) =>
                fitted.scaleLevels[
                  loan.employees === null ? TYPICAL_SCALE : employeesToScale(loan.employees)
                ],
            ),
          ),
          rows: population.length,
        },
      ];
    }),
  ) as Record<Sector, SectorCentring>;

/**
 * The representative input population of a sector: every training loan with that sector (any
 * outcome or era), as start-ups (age 0) with neutral literature priors.
 */
export const representativePopulation = (loans: readonly SbaLoan[], sector: Sector) =>
  loans.filter((loan) => loan.sector === sector);

/** Mean of [capital basis, scale indicators] over the population (for SEs of centred effects). */
const meanGradient = (loans: readonly SbaLoan[]): number[] => {
  const total = new Array<number>(CAPITAL_KNOTS_USD.length - 1 + OPERATION_SCALES.length).fill(0);
  for (const loan of loans) {
    const scale = loan.employees === null ? TYPICAL_SCALE : employeesToScale(loan.employees);
    const gradient = [
      ...capitalBasis(loan.disbursementUsd ?? TYPICAL_DISBURSEMENT_USD, CAPITAL_KNOTS_USD),
      ...OPERATION_SCALES.map((level) => (level === scale ? 1 : 0)),
    ];
    gradient.forEach((value, index) => (total[index] = (total[index] ?? 0) + value));
  }
  return total.map((value) => value / Math.max(loans.length, 1));
};

/**
 * Re-anchoring: per sector, the common hazard-logit shift that makes the mean predicted S5 of the
 * representative population (start-ups, neutral priors) equal the BDS S5 (bisection).
 */
const anchorSectors = (
  model: ModelCoefficients,
  loans: readonly SbaLoan[],
): Record<Sector, SectorCentring> =>
  Object.fromEntries(
    SECTOR_CODES.map((sector) => {
      const shifts = representativePopulation(loans, sector).map((loan) =>
        totalShift(
          computeComponents({ ...loanToInput(loan, sector), businessStage: 'idea' }, model),
        ),
      );
      const logitHazards = model.hazards.sectors[sector].hazards.map(logit);
      const target = model.hazards.sectors[sector].survival5;
      const meanSurvival = (anchor: number) =>
        shifts.reduce((sum, shift) => sum + survival5(logitHazards, 0, shift + anchor), 0) /
        Math.max(shifts.length, 1);
      let low = -1;
      let high = 1;
      for (let step = 0; step < 60; step += 1) {
        const middle = (low + high) / 2;
        if (meanSurvival(middle) > target) low = middle;
        else high = middle;
      }
      return [
        sector,
        { ...model.sectorCentring[sector], anchorShift: shifts.length ? (low + high) / 2 : 0 },
      ];
    }),
  ) as Record<Sector, SectorCentring>;
