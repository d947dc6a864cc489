import { type AreaType, OPERATION_SCALES, type OperationScale } from '../inputs';
import type { FittedEffects } from '../model/model-types';

/** Capital below this is treated as this (ln of 0 is undefined; the SBA data starts near it). */
export const CAPITAL_FLOOR_USD = 1_000;

/**
 * Basis of the capital effect: one ramp per segment between knots of ln(USD), each rising from 0
 * to the segment width, so the effect is continuous, piecewise linear, and flat outside the knots
 * (no extrapolation beyond the SBA range).
 */
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

/** Hazard-logit shift of the capital input (SBA-fitted, before centring). */
export const capitalEffect = (capitalUsd: number, fitted: FittedEffects): number => {
  const basis = capitalBasis(capitalUsd, fitted.capitalKnotsUsd);
  let effect = 0;
  for (let index = 0; index < basis.length; index += 1) {
    effect += (basis[index] ?? 0) * (fitted.capitalSlopes[index] ?? 0);
  }
  return effect;
};

/** Hazard-logit shift of the operation scale (SBA-fitted, before centring). */
export const scaleEffect = (scale: OperationScale, fitted: FittedEffects): number =>
  fitted.scaleLevels[scale];

/** Hazard-logit shift of the area type (SBA-fitted, already centred: unknown = 0). */
export const areaEffect = (area: AreaType, fitted: FittedEffects): number =>
  fitted.areaLevels[area];

/** SE of the area shift: the contrast SE times the distance from the fitted rural share. */
export const areaEffectSe = (area: AreaType, fitted: FittedEffects): number =>
  area === 'rural'
    ? (1 - fitted.ruralShare) * fitted.areaContrastSe
    : area === 'urban'
      ? fitted.ruralShare * fitted.areaContrastSe
      : 0;

/**
 * Standard error of the fitted capital + scale shift at this input against the typical business,
 * from the coefficient covariance (delta method).
 */
export const fittedEffectSe = (
  capitalUsd: number,
  scale: OperationScale,
  fitted: FittedEffects,
): number => {
  const gradient = [
    ...capitalBasis(capitalUsd, fitted.capitalKnotsUsd),
    ...OPERATION_SCALES.map((level) => (level === scale ? 1 : 0)),
  ].map((value, index) => value - (fitted.meanGradient[index] ?? 0));
  let variance = 0;
  for (let row = 0; row < gradient.length; row += 1) {
    const covarianceRow = fitted.covariance[row] ?? [];
    for (let column = 0; column < gradient.length; column += 1) {
      variance += (gradient[row] ?? 0) * (covarianceRow[column] ?? 0) * (gradient[column] ?? 0);
    }
  }
  return Math.sqrt(Math.max(variance, 0));
};
