import type { AreaType } from '../inputs';
import type { FittedEffects } from '../model/model-types';

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
