/**
 * Cross-validation of the whole pipeline on the SBA loans (fit, centre, anchor, predict): what
 * `cv.ts` prints and writes, and what the guard test runs (ADR 012: AUC about 0.55 or more).
 */
import type { ModelCoefficients } from '#engine/model/model-types';
import { computeComponents } from '#engine/scoring/components';
import { survival5 } from '#engine/scoring/hazard';
import { totalShift } from '#engine/scoring/point-estimate';
import type { BdsPart } from './fit-bds';
import { buildSbaProblem, fitCoefficients, isFittable, sbaLinearPredictor } from './fit-core';
import { chargeOffProbability, loanSurvival } from './link';
import { fitLogistic } from './logistic';
import { auc } from './metrics';
import { stratifiedFolds } from './folds';
import { loanToInput, type SbaLoan } from './sba';

/**
 * The owner's guard (issue 11, ADR 012): charge-off AUC on held-out loans must not fall below about
 * this. A guard, not a target: the model predicts closure of new firms, not one era's charge-offs.
 */
export const AUC_GUARD = 0.55;

export type Judged = {
  y: number;
  survival: number;
  chargeOff: number;
  /** Diagnostics: the same model with NewExist mapped to firm age, or with SBA state residuals. */
  firmAgeStage: number;
  sbaState: number;
  raw: number;
  sector: string;
};

/** Survival with the SBA state residual added to the hazard shift (a counterfactual we do not ship). */
export const withSbaStateResidual = (loan: SbaLoan, model: ModelCoefficients): number => {
  if (!loan.sector) return loanSurvival(loan, model);
  const components = computeComponents(loanToInput(loan, loan.sector), model);
  const residual = model.locations.states[loan.state ?? '']?.sbaResidual ?? 0;
  return survival5(components.logitHazards, components.startAge, totalShift(components) + residual);
};

/** Fits on `training`, predicts `test` (only judged loans: fittable ones). */
export const judgeSplit = (bds: BdsPart, training: SbaLoan[], test: SbaLoan[]): Judged[] => {
  const model = fitCoefficients(bds, training);
  const raw = fitLogistic(buildSbaProblem(bds, training.filter(isFittable)).problem).weights;
  return test.filter(isFittable).map((loan) => {
    const survival = loanSurvival(loan, model);
    return {
      y: loan.chargedOff ? 1 : 0,
      survival,
      chargeOff: chargeOffProbability(survival, model),
      firmAgeStage: loanSurvival(loan, model, 'firm_age'),
      sbaState: withSbaStateResidual(loan, model),
      raw: sbaLinearPredictor(bds, raw, loan),
      sector: loan.sector ?? 'unknown',
    };
  });
};

export const round = (value: number, digits = 4) => Number(value.toFixed(digits));
export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
export const failureAuc = (rows: readonly Judged[], score: (row: Judged) => number) =>
  round(
    auc(
      rows.map(score),
      rows.map((row) => row.y),
    ),
  );

/** k-fold cross-validation: every judged loan predicted by a model fitted without its fold. */
export const crossValidate = (
  bds: BdsPart,
  loans: readonly SbaLoan[],
  folds: number,
  seed: number,
): { rows: Judged[]; foldAucs: number[] } => {
  const fold = stratifiedFolds(loans.filter(isFittable), folds, seed);
  // Loans outside the judged subset stay in every training set (they inform the centring only).
  const rows: Judged[] = [];
  const foldAucs: number[] = [];
  for (let k = 0; k < folds; k += 1) {
    const foldRows = judgeSplit(
      bds,
      loans.filter((loan) => fold.get(loan) !== k),
      loans.filter((loan) => fold.get(loan) === k),
    );
    foldAucs.push(failureAuc(foldRows, (row) => 1 - row.survival));
    rows.push(...foldRows);
  }
  return { rows, foldAucs };
};
