import { OPERATION_SCALES, SECTOR_CODES, type OperationScale, type Sector } from '#engine/inputs';
import { US_STATE_CODES } from '#engine/locations';
import type { ModelCoefficients, SectorCentring } from '#engine/model/model-types';
import { logit } from '#engine/scoring/hazard';
import { capitalLevel } from '#engine/scoring/new-firm-effects';

/** Loans below this are read as this in the SBA regression (ln of 0 is undefined). */
const CAPITAL_FLOOR_USD = 1_000;
import { meanSurvival5, populationCells, populationShifts } from '#engine/scoring/population';
import { type BdsPart } from './fit-bds';
import { buildCountries } from './fit-countries';
import { fitNewFirmEffects } from './evidence/fit-new-firm';
import { buildPopulation } from './population';
import { SBA_LOANS_FILE } from './data';
import { fitChargeOffLink } from './link';
import { fitLogistic, type LogisticProblem } from './logistic';
import { employeesToScale, type SbaLoan, TYPICAL_DISBURSEMENT_USD } from './sba';

export const MODEL_VERSION = '2026.12-3';
/**
 * Knots of the SBA regression's loan-size term, USD: one log-linear slope from $5,000 to $2M,
 * flat outside. Since model 2026.12-3 it only adjusts the area-type estimate (and is kept as a
 * diagnostic): capital and team size come from new-firm tables (evidence/fit-new-firm.ts).
 */
export const CAPITAL_KNOTS_USD = [5e3, 2e6];

/** Basis of the loan-size term: one ramp per segment between knots of ln(USD). */
export const capitalBasis = (capitalUsd: number, knotsUsd: readonly number[]): number[] => {
  const x = Math.log(Math.max(capitalUsd, CAPITAL_FLOOR_USD));
  const basis: number[] = [];
  for (let index = 0; index + 1 < knotsUsd.length; index += 1) {
    const low = Math.log(knotsUsd[index] ?? 1);
    const high = Math.log(knotsUsd[index + 1] ?? 1);
    basis.push(Math.min(Math.max(x - low, 0), high - low));
  }
  return basis;
};
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
        'L2 logistic regression of charge-off on sector, state and NewExist (adjustment only) + urban/rural + team size + monotone loan-size ramp, offset by the BDS state shift; only the area coefficient is used as a hazard-logit shift',
    },
    areaLevels: { urban: -ruralShare * rural, rural: (1 - ruralShare) * rural, unknown: 0 },
    ruralShare,
    areaContrastSe: Math.sqrt(fit.covariance[ruralIndex]?.[ruralIndex] ?? 0),
    newBusinessResidual: fit.weights[newBusinessIndex] ?? 0,
    sbaCapitalSlope: w[capitalStart] ?? 0,
    sbaScaleLevels: Object.fromEntries(
      OPERATION_SCALES.map((scale) => [scale, w[scaleIndex(scale)] ?? 0]),
    ) as Record<OperationScale, number>,
    l2,
  };
  const newFirm = fitNewFirmEffects(bds.hazards.national.hazards.map(logit)).effects;
  const model: ModelCoefficients = {
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
    fitted,
    newFirm,
    population: buildPopulation(bds, newFirm.sourcePopulation.loading),
    sectorCentring: emptyCentring(),
    chargeOffLink: { provenance: fitted.provenance, intercept: 0, slope: 1 },
  };
  const anchored = centreAndAnchor(model);
  return { ...anchored, chargeOffLink: fitChargeOffLink(anchored, loans) };
};

const emptyCentring = (): Record<Sector, SectorCentring> =>
  Object.fromEntries(
    SECTOR_CODES.map((sector) => [
      sector,
      { location: 0, capital: 0, scale: 0, anchorShift: 0, legalFormOffset: 0, rows: 0 },
    ]),
  ) as Record<Sector, SectorCentring>;

/** The offset (bisection) at which the population's mean S5 is the sector's BDS rate. */
const anchorFor = (
  shifts: ReturnType<typeof populationShifts>,
  logitHazards: readonly number[],
  target: number,
) => {
  let low = -2;
  let high = 2;
  for (let step = 0; step < 50; step += 1) {
    const middle = (low + high) / 2;
    if (meanSurvival5(shifts, logitHazards, middle) > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/**
 * Centring and anchoring on the representative population: per sector, the weighted means of the
 * location, capital and team-size shifts (so the average new business has none), then the common
 * hazard-logit shift that makes the population's mean S5 equal the BDS S5 exactly; and, for the
 * legal-form model, the offset that makes its population (legal form drawn as in the Kauffman
 * Firm Survey) reach the same rate, so stating a legal form moves no sector's average.
 */
export const centreAndAnchor = (model: ModelCoefficients): ModelCoefficients => {
  const sectorCentring = Object.fromEntries(
    SECTOR_CODES.map((sector) => {
      const cells = populationCells(sector, model);
      const total = cells.reduce((sum, cell) => sum + cell.weight, 0);
      const weighted = (value: (cell: (typeof cells)[number]) => number) =>
        cells.reduce((sum, cell) => sum + cell.weight * value(cell), 0) / total;
      const states = Object.entries(model.population.stateWeights);
      return [
        sector,
        {
          location: states.reduce(
            (sum, [state, weight]) => sum + weight * (model.locations.states[state]?.bdsShift ?? 0),
            0,
          ),
          capital: weighted((cell) => capitalLevel(model.newFirm.base.capital, cell.capitalUsd)),
          scale: weighted((cell) => model.newFirm.base.operationScale[cell.operationScale]),
          anchorShift: 0,
          legalFormOffset: 0,
          rows: cells.length * states.length,
        },
      ];
    }),
  ) as Record<Sector, SectorCentring>;
  for (const sector of SECTOR_CODES) {
    const logitHazards = model.hazards.sectors[sector].hazards.map(logit);
    const target = model.hazards.sectors[sector].survival5;
    const centre = sectorCentring[sector];
    const centring = -centre.location - centre.capital - centre.scale;
    const base = populationShifts(sector, model);
    const anchorShift = anchorFor(base, logitHazards, target) - centring;
    const withLegal = populationShifts(sector, model, true);
    const legalFormOffset = anchorFor(withLegal, logitHazards, target) - centring - anchorShift;
    sectorCentring[sector] = { ...centre, anchorShift, legalFormOffset };
  }
  return { ...model, sectorCentring };
};
