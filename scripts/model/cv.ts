/**
 * `model.ts cv` [--folds 5] [--seed 1] [--write] : cross-validation of the whole
 * pipeline (fit, centre, anchor, predict) on the training file, judged on loans with NAICS and
 * UrbanRural recorded. Stratified k-fold plus a time-aware split (fit on FY <= 2004, judge FY
 * 2005-06). Prints one JSON object; `--write` also writes src/engine/model/evaluation.json, the
 * figures the transparency page shows. Slow (a minute or two).
 */
import { writeFileSync } from 'node:fs';
import { SECTOR_CODES, type Sector } from '#engine/inputs';
import type { ModelCoefficients } from '#engine/model/model-types';
import { logit } from '#engine/scoring/hazard';
import {
  populationCells,
  populationMeanSurvival,
  typicalFounder,
} from '#engine/scoring/population';
import { predictCore } from '#engine/predict';
import { COEFFICIENTS } from '#engine/model/coefficients';
import {
  AUC_GUARD,
  crossValidate,
  failureAuc,
  type Judged,
  judgeSplit,
  mean,
  round,
} from './cross-validation';
import { MODEL_VERSION } from './fit-core';
import { computeMetrics, type Metrics, roundMetrics } from './metrics';
import { readTrainingData, repoPath, SBA_LOANS_FILE } from './data';
import { numberOption } from './folds';
import { NEUTRAL_PRIOR_INPUTS } from './sba';
import { fitNewFirmEffects } from './evidence/fit-new-firm';
import { evidenceSpread, modelSpread } from './evidence/spread-report';

/** Time-aware split: fit on loans approved up to this fiscal year, judge the later ones. */
const TIME_SPLIT_LAST_TRAINING_FY = 2004;
export const EVALUATION_PATH = repoPath('src', 'engine', 'model', 'evaluation.json');

const sampleSd = (values: readonly number[]) => {
  const average = mean(values);
  return Math.sqrt(
    values.reduce((sum, value) => sum + (value - average) ** 2, 0) / Math.max(values.length - 1, 1),
  );
};
const metricsOf = (rows: readonly Judged[]): Metrics =>
  roundMetrics(
    computeMetrics(
      rows.map((row) => row.chargeOff),
      rows.map((row) => row.y),
    ),
  );

/** Mean prediction over each sector's representative population vs BDS S5 (the anchor). */
const bdsAnchorCheck = (model: ModelCoefficients) =>
  SECTOR_CODES.map((sector) => ({
    sector,
    meanPrediction: round(populationMeanSurvival(sector, model)),
    bdsSurvival5: round(model.hazards.sectors[sector].survival5),
    rows: populationCells(sector, model).length,
  }));

/**
 * BLS Business Employment Dynamics, establishments born March 2013 still operating 5 years later,
 * by sector (model-evidence 1.1; BLS, The Economics Daily, 12 Jan 2024): an outside check, not fitted.
 */
const BLS_2013_SURVIVAL5: Partial<Record<Sector, number>> = {
  agriculture: 0.662,
  utilities: 0.566,
  manufacturing: 0.577,
  real_estate: 0.587,
  retail: 0.583,
  construction: 0.539,
  other_services: 0.569,
  education: 0.56,
  accommodation_food: 0.553,
  finance: 0.532,
  health_care: 0.551,
  arts_entertainment: 0.529,
  administrative_services: 0.489,
};
const BLS_2013_ALL_SECTORS = 0.506;

/** The typical founder of each sector (median capital and team size, middle answers, California). */
const ordinaryFounders = (model: ModelCoefficients) =>
  SECTOR_CODES.map((sector) => {
    const typical = typicalFounder(sector, model);
    const probability = predictCore({
      ...NEUTRAL_PRIOR_INPUTS,
      fundingNeeds: 'under_50k',
      sector,
      location: 'US-CA',
      businessStage: 'idea',
      capitalInvestment: typical.capitalUsd,
      operationScale: typical.operationScale,
    }).probability;
    return {
      sector,
      capitalUsd: typical.capitalUsd,
      operationScale: typical.operationScale,
      prediction: round(probability),
      bdsSurvival5: round(model.hazards.sectors[sector].survival5),
      bls2013Survival5: BLS_2013_SURVIVAL5[sector] ?? null,
    };
  });

/** Mean absolute gap (points) of the founders' predictions, and of a flat rate, to BLS by sector. */
const blsCheck = (founders: ReturnType<typeof ordinaryFounders>) => {
  const judged = founders.filter((founder) => founder.bls2013Survival5 !== null);
  const gap = (value: (founder: (typeof judged)[number]) => number) =>
    round(
      mean(
        judged.map((founder) => 100 * Math.abs(value(founder) - (founder.bls2013Survival5 ?? 0))),
      ),
      2,
    );
  return {
    sectors: judged.length,
    modelMaePoints: gap((founder) => founder.prediction),
    flatBdsNationalMaePoints: gap(() => COEFFICIENTS.hazards.national.survival5),
    flatBlsNationalMaePoints: gap(() => BLS_2013_ALL_SECTORS),
  };
};

/** `model.ts cv [--folds 5] [--seed 1] [--write]`. */
export const main = (args: readonly string[]) => {
  const folds = numberOption('--folds', 5);
  const seed = numberOption('--seed', 1);
  const { bds, loans } = readTrainingData();
  const { rows, foldAucs } = crossValidate(bds, loans, folds, seed);
  const timeRows = judgeSplit(
    bds,
    loans.filter((loan) => (loan.approvalYear ?? 0) <= TIME_SPLIT_LAST_TRAINING_FY),
    loans.filter((loan) => (loan.approvalYear ?? 0) > TIME_SPLIT_LAST_TRAINING_FY),
  );
  const pooled = metricsOf(rows);
  const anchor = bdsAnchorCheck(COEFFICIENTS);
  const evaluation = {
    modelVersion: MODEL_VERSION,
    generatedBy: `npx tsx scripts/model/model.ts cv --folds ${folds} --seed ${seed} --write`,
    data: {
      source: 'sba-7a-li-2018',
      file: SBA_LOANS_FILE,
      subset:
        'loans with NAICS and UrbanRural recorded and an outcome (FY1997-2006, mostly 2004-06)',
      rows: rows.length,
      chargeOffRate: round(mean(rows.map((row) => row.y))),
      outcome: 'loan charged off (a credit outcome, not closure); scored by 1 - S5',
    },
    aucGuard: AUC_GUARD,
    crossValidation: {
      folds,
      seed,
      ...pooled,
      foldAuc: {
        values: foldAucs,
        mean: round(mean(foldAucs)),
        sd: round(sampleSd(foldAucs)),
        min: Math.min(...foldAucs),
        max: Math.max(...foldAucs),
      },
    },
    timeSplit: {
      training: `FY <= ${TIME_SPLIT_LAST_TRAINING_FY}`,
      judged: `FY > ${TIME_SPLIT_LAST_TRAINING_FY}`,
      ...metricsOf(timeRows),
    },
    comparisons: {
      stageFromNewExist: failureAuc(rows, (row) => 1 - row.firmAgeStage),
      withSbaStateResidual: failureAuc(rows, (row) => 1 - row.sbaState),
      rawSbaLogistic: failureAuc(rows, (row) => row.raw),
    },
    calibrationBySector: SECTOR_CODES.flatMap((sector) => {
      const subset = rows.filter((row) => row.sector === sector);
      if (subset.length === 0) return [];
      return [
        {
          sector,
          n: subset.length,
          predictedChargeOff: round(mean(subset.map((row) => row.chargeOff)), 3),
          observedChargeOff: round(mean(subset.map((row) => row.y)), 3),
          meanSurvival: round(mean(subset.map((row) => row.survival)), 3),
        },
      ];
    }),
    ordinaryFounders: (() => {
      const founders = ordinaryFounders(COEFFICIENTS);
      return {
        largestGapToBdsPoints: round(
          Math.max(
            ...founders.map((founder) => 100 * Math.abs(founder.prediction - founder.bdsSurvival5)),
          ),
          2,
        ),
        blsEstablishments2013: blsCheck(founders),
        sectors: founders,
      };
    })(),
    newFirm: {
      tables: fitNewFirmEffects(bds.hazards.national.hazards.map(logit)).report.map((table) => ({
        ...table,
        classes: table.classes.map((row) => ({
          key: row.key,
          published: row.published,
          model: round(row.model),
        })),
      })),
      spread: { model: modelSpread(COEFFICIENTS), evidence: evidenceSpread(COEFFICIENTS) },
      legalFormAnchor: SECTOR_CODES.map((sector) => ({
        sector,
        meanPrediction: round(populationMeanSurvival(sector, COEFFICIENTS, true)),
      })),
    },
    bdsAnchor: {
      largestGapPoints: round(
        Math.max(
          ...anchor.map((entry) => 100 * Math.abs(entry.meanPrediction - entry.bdsSurvival5)),
        ),
        2,
      ),
      sectors: anchor,
    },
  };
  if (args.includes('--write')) {
    writeFileSync(EVALUATION_PATH, `${JSON.stringify(evaluation, null, 2)}\n`);
  }
  console.log(JSON.stringify(evaluation));
};
