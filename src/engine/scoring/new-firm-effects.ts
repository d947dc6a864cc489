import {
  type CalculatorInput,
  optionalValueOf,
  type OperationScale,
  UNKNOWN_CODE,
} from '../inputs';
import type {
  CalibratedEffects,
  CapitalCurve,
  ModelCoefficients,
  NewFirmInput,
} from '../model/model-types';

/**
 * The capital curve at an amount: linear in ln(amount) between knots, flat outside them (so no
 * floor is needed: any amount at or below the first knot, $0 included, takes its level).
 */
export const capitalLevel = (curve: CapitalCurve, capitalUsd: number): number => {
  const { knotsUsd, levels } = curve;
  if (capitalUsd <= (knotsUsd[0] ?? 0)) return levels[0] ?? 0;
  const x = Math.log(capitalUsd);
  for (let index = 1; index < knotsUsd.length; index += 1) {
    const low = Math.log(knotsUsd[index - 1] ?? 1);
    const high = Math.log(knotsUsd[index] ?? 1);
    if (x <= high) {
      const share = (x - low) / (high - low);
      return (levels[index - 1] ?? 0) * (1 - share) + (levels[index] ?? 0) * share;
    }
  }
  return levels[levels.length - 1] ?? 0;
};

/** Capital plus team-size shift of one calibration (uncentred). */
const clusterShift = (effects: CalibratedEffects, capitalUsd: number, scale: OperationScale) =>
  capitalLevel(effects.capital, capitalUsd) + effects.operationScale[scale];

export type NewFirmShifts = Record<NewFirmInput, number>;

/**
 * The hazard-logit shift of each answer the new-firm evidence covers, against the sector's average
 * new business (0). Capital and team size come from the calibration without legal form, centred on
 * the sector's population; a stated legal form adds what the calibration with it changes for this
 * founder (its own effect, and the part of capital and team size it accounts for). Experience,
 * market and time commitment have no cross-tables with the others, so they add on their own.
 */
export const newFirmShifts = (input: CalculatorInput, model: ModelCoefficients): NewFirmShifts => {
  const effects = model.newFirm;
  const centre = model.sectorCentring[input.sector];
  const legalForm = optionalValueOf(input, 'legalForm');
  const legalFormShift =
    legalForm === UNKNOWN_CODE
      ? 0
      : clusterShift(effects.withLegalForm, input.capitalInvestment, input.operationScale) +
        effects.withLegalForm.legalForm[legalForm] -
        clusterShift(effects.base, input.capitalInvestment, input.operationScale) +
        centre.legalFormOffset;
  return {
    capitalInvestment: capitalLevel(effects.base.capital, input.capitalInvestment) - centre.capital,
    operationScale: effects.base.operationScale[input.operationScale] - centre.scale,
    legalForm: legalFormShift,
    experience: effects.experience[input.experience],
    marketSize: effects.marketSize[input.marketSize],
    timeCommitment: effects.timeCommitment[optionalValueOf(input, 'timeCommitment')],
  };
};

/** SD of the new-firm shifts together: each effect's relative SD times its size, in quadrature. */
export const newFirmShiftSd = (shifts: NewFirmShifts, model: ModelCoefficients): number =>
  Math.sqrt(
    (Object.keys(shifts) as NewFirmInput[]).reduce(
      (sum, name) => sum + (model.newFirm.relativeSd[name] * shifts[name]) ** 2,
      0,
    ),
  );
