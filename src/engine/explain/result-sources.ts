import type { CorePrediction, SourceRef } from '../prediction-types';

/** Every distinct source behind a result, baseline first, then location, then each contribution. */
export const resultSources = (
  result: Pick<CorePrediction, 'baseline' | 'locationBase' | 'contributions'>,
): SourceRef[] => {
  const seen = new Map<string, SourceRef>();
  const all = [
    result.baseline.source,
    result.locationBase.source,
    ...result.contributions.map((entry) => entry.source),
  ];
  for (const source of all) if (!seen.has(source.id)) seen.set(source.id, { ...source });
  return [...seen.values()];
};

/** Every source id the model can cite; each has a readable name in the engine translations. */
export const SOURCE_IDS = [
  'census-bds-2019',
  'tuik-business-demography',
  'eurostat-business-demography',
  'sba-7a-li-2018',
  'insee-sine',
  'cbs-international',
  'insee-auto-entrepreneurs',
  'cb-insights-2014',
  'fairlie-robb-2007',
  'no-source-neutral',
] as const;
