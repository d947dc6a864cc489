/**
 * Public organisations the resources page points to, by group. Each address is the
 * organisation's own site (checked by hand); the one-line descriptions are in
 * `resources:external.items.<key>`.
 */
export const EXTERNAL_RESOURCE_GROUPS = [
  {
    key: 'data',
    items: [
      { key: 'bds', url: 'https://www.census.gov/programs-surveys/bds.html' },
      { key: 'bed', url: 'https://www.bls.gov/bdm/' },
      {
        key: 'eurostat',
        url: 'https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Business_demography_statistics',
      },
      { key: 'tuik', url: 'https://data.tuik.gov.tr/' },
      { key: 'advocacy', url: 'https://advocacy.sba.gov/' },
    ],
  },
  {
    key: 'support',
    items: [
      { key: 'sbaGuide', url: 'https://www.sba.gov/business-guide' },
      { key: 'score', url: 'https://www.score.org/' },
      { key: 'kosgeb', url: 'https://www.kosgeb.gov.tr/' },
    ],
  },
] as const;
