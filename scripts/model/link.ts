import type { ModelCoefficients } from '#engine/model/model-types';
import { computeComponents } from '#engine/scoring/components';
import { logit } from '#engine/scoring/hazard';
import { probabilityOf } from '#engine/scoring/point-estimate';
import { fitLogistic } from './logistic';
import { loanToInput, type SbaLoan, type StageMapping } from './sba';

/** Survival probability of a loan's business; without a sector, the BDS-birth-weighted mean over sectors. */
export const loanSurvival = (
  loan: SbaLoan,
  model: ModelCoefficients,
  stageMapping: StageMapping = 'start_up',
): number => {
  if (loan.sector)
    return probabilityOf(computeComponents(loanToInput(loan, loan.sector, stageMapping), model));
  let total = 0;
  let weight = 0;
  for (const [sector, table] of Object.entries(model.hazards.sectors)) {
    const input = loanToInput(loan, sector as keyof typeof model.hazards.sectors, stageMapping);
    total += table.firmsAtBirth * probabilityOf(computeComponents(input, model));
    weight += table.firmsAtBirth;
  }
  return total / weight;
};

/**
 * Charge-off is a credit outcome, not closure: we relate them by a monotone (Platt) map
 * P(charge-off) = logistic(a + b * logit(1 - S5)), fitted on the training loans. It changes no
 * ranking (AUC), only the scale used for Brier score, log loss and calibration.
 */
export const fitChargeOffLink = (
  model: ModelCoefficients,
  loans: readonly SbaLoan[],
): ModelCoefficients['chargeOffLink'] => {
  const labelled = loans.filter((loan) => loan.chargedOff !== null);
  const fit = fitLogistic({
    rows: labelled.map((loan) => Float64Array.from([1, logit(1 - loanSurvival(loan, model))])),
    outcomes: Uint8Array.from(labelled.map((loan) => (loan.chargedOff ? 1 : 0))),
    offsets: new Float64Array(labelled.length),
    penalties: [0, 0],
    upperBoundZero: [false, false],
  });
  return {
    provenance: {
      ...model.fitted.provenance,
      rows: labelled.length,
      method: 'Platt scaling of logit(1 - S5) on the fitted loans',
    },
    intercept: fit.weights[0] ?? 0,
    slope: fit.weights[1] ?? 0,
  };
};

export const chargeOffProbability = (survival: number, model: ModelCoefficients): number =>
  1 /
  (1 +
    Math.exp(-(model.chargeOffLink.intercept + model.chargeOffLink.slope * logit(1 - survival))));
