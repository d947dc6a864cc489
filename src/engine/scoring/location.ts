import { OTHER_LOCATION, toUsState } from '../locations';
import type { CountryLocation, ModelCoefficients } from '../model/model-types';
import type { CorePrediction } from '../prediction-types';

export type LocationEffect = {
  /** Hazard-logit shift before sector centring. */
  shift: number;
  /** Extra SD (hazard logit) for uncertainty about this location. */
  sd: number;
  base: CorePrediction['locationBase'];
};

/** The base rate of a country (Turkey, or `OTHER`: EU-28), or null for a US state. */
export const countryOf = (code: string, model: ModelCoefficients): CountryLocation | null =>
  code === 'TR' || code === OTHER_LOCATION ? model.locations.countries[code] : null;

/**
 * A US state shifts every annual hazard by its BDS offset, shrunk half-way towards the national
 * rate. Turkey shifts them by the offset that reproduces TÜİK's survival of Turkish enterprises;
 * any other country (`OTHER`) by the EU-28 figure (Eurostat), labelled as such. Both carry a wider
 * interval than any US state. An unknown code takes the sector's typical location.
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
  const country = countryOf(code, model);
  if (country) {
    return {
      shift: country.shift,
      sd: country.sd,
      base: {
        code,
        kind: code === OTHER_LOCATION ? 'fallback' : 'country',
        // Published statistics (TÜİK, Eurostat): grade B by definition (prediction-types).
        source: { id: country.source.id, grade: 'B' },
      },
    };
  }
  return {
    shift: sectorMeanShift,
    sd: model.locations.fallbackExtraSd,
    base: { code, kind: 'fallback', source: { id: 'census-bds-2019', grade: 'C' } },
  };
};
