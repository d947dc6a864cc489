import { toUsState } from '../locations';
import type { ModelCoefficients } from '../model/model-types';
import type { CorePrediction } from '../prediction-types';

export type LocationEffect = {
  /** Hazard-logit shift before sector centring (0 for a fallback location). */
  shift: number;
  /** Extra SD (hazard logit) for uncertainty about this location. */
  sd: number;
  base: CorePrediction['locationBase'];
};

/**
 * A US state shifts every annual hazard by its BDS offset, shrunk half-way towards the national
 * rate. Any other location (Turkey, `OTHER`) has no base rate in our evidence,
 * so it takes the US national rate of its sector and a wider interval; `locationBase` says so.
 */
export const locationEffect = (
  code: string,
  model: ModelCoefficients,
  sectorMeanShift: number,
): LocationEffect => {
  const state = toUsState(code);
  const entry = state ? model.locations.states[state] : undefined;
  if (state && entry) {
    return {
      shift: entry.bdsShift,
      // We do not know whether the full or the shrunk offset is right: the shrinkage is the SD.
      sd: Math.abs(entry.bdsShift),
      base: { code, kind: 'us_state', source: { id: 'census-bds-2019', grade: 'A' } },
    };
  }
  return {
    // The sector's typical location: no change against the sector baseline.
    shift: sectorMeanShift,
    sd: model.locations.fallbackExtraSd,
    base: { code, kind: 'fallback', source: { id: 'census-bds-2019', grade: 'C' } },
  };
};
