import type { KbArticle } from '../types';

/** Knowledge-base articles on the score itself and the evidence behind it. */
export const scoreArticles: KbArticle[] = [
  {
    id: 'five-year-survival',
    topic: 'score',
    title: 'Five-year survival',
    summary: 'The one thing the success score predicts.',
    body: [
      'Five-year survival is the share of businesses that are still operating five years after a starting point. Foresight’s success score is that share for businesses like yours, in percent: round(100 × probability).',
      'For scale: of the US employer firms born in 2005–2014, about 48% were still operating five years later (US Census Bureau, Business Dynamics Statistics, our computation). The first year is the hardest: about 23.5% of new firms closed in their first year, and the yearly closure rate fell to about 8% by the fifth year.',
      'The result also shows a survival curve for years one to five, so you can see when the risk is highest.',
    ],
    links: [{ to: '/success-score', label: 'How the success score works' }],
  },
  {
    id: 'base-rate',
    topic: 'score',
    title: 'Base rate',
    summary: 'Where every estimate starts: the survival of your sector.',
    body: [
      'A base rate is how often something happens in a whole group before you know anything specific. Foresight’s base rate is the five-year survival of firms in your sector, from the Census Business Dynamics Statistics (firms born 2005–2014).',
      {
        list: [
          '[[fields:option.sector.health_care]]: about 60.1%',
          '[[fields:option.sector.accommodation_food]]: about 47.6%',
          '[[fields:option.sector.retail]]: about 46.5%',
          '[[fields:option.sector.construction]]: about 44.6%',
          '[[fields:option.sector.information]]: about 43.2%',
        ],
      },
      'Your other answers then add or remove points. The “[[results:views.breakdown]]” chart shows exactly this: the sector baseline first, then each answer’s points, ending at your estimate. Because the evidence for most answers is modest, the base rate usually matters most.',
    ],
    links: [{ to: '/knowledge-base#input-sector', label: 'How the sector is used' }],
  },
  {
    id: 'uncertainty-range',
    topic: 'score',
    title: 'The uncertainty range',
    summary: 'What the 80% interval next to your score means.',
    body: [
      'Next to the score you see a range such as 41–55%. It is an 80% interval: the model is 80% sure the true value lies within it.',
      'It combines three kinds of uncertainty: how much survival changes from one starting year to the next (the five-year survival of US firms ranged from about 42.8% to 52.3% across the cohorts born 1979–2014), how precisely each effect is known, and how well the location’s figures fit your business.',
      'So the range is wider outside the US, and a little wider when you state an area type. It is calculated, not simulated: the same answers always give the same range.',
    ],
  },
  {
    id: 'calibration',
    topic: 'score',
    title: 'Calibration and discrimination',
    summary: 'Two different ways a prediction can be good, and how Foresight does on each.',
    body: [
      'Calibration asks whether predicted rates match what happens. Foresight is calibrated to the Census by construction: for each sector, the average estimate over a typical population of new businesses equals that sector’s Census five-year survival (tests allow at most a 1-point gap), and a typical founder with middle answers lands within 3 points of it.',
      'Discrimination asks whether the model tells apart the businesses that last from those that close. Here the evidence is weak. Tested on US SBA loans it had not seen, the AUC is about 0.56 (0.5 is guessing, 1 is perfect), and about 0.55 on later loans.',
      'In plain words: the score is a sector base rate adjusted a little. It is a sound starting point for planning, not a verdict on your plan.',
    ],
    links: [{ to: '/success-score', label: 'The measured figures' }],
  },
  {
    id: 'model-version',
    topic: 'score',
    title: 'Model versions and reproducibility',
    summary: 'Why the same answers always give the same result.',
    body: [
      'The estimate has no random part. Every result records the model version and a fingerprint of its inputs (an input hash), so anyone can reproduce it.',
      'When the model is re-fitted, the version changes. If you compare two saved analyses made with different versions, the comparison says so, because part of the difference may come from the model rather than from your answers.',
    ],
  },
  {
    id: 'evidence-grades',
    topic: 'evidence',
    title: 'Evidence grades',
    summary: 'How much to trust each part of an estimate.',
    body: [
      'Each source behind a result carries a grade:',
      {
        list: [
          'A: fitted on or computed from public data (the Census survival rates; the SBA loan effects of capital, team size and area type).',
          'B: taken from published statistics (the survival rates for Turkey and for other countries; the start-up capital of new firms).',
          'C: a small, capped effect from the research literature, or no effect where nothing reliable exists (experience, competition, market size, marketing, funding still needed).',
        ],
      },
      'The grades are listed under “[[results:model.heading]]” on every result and in the PDF report.',
    ],
  },
  {
    id: 'bds',
    topic: 'evidence',
    title: 'Business Dynamics Statistics (BDS)',
    summary: 'The US Census data that sets the level of every estimate.',
    body: [
      'The Business Dynamics Statistics are public tables from the US Census Bureau that count firms by sector, state and age every year. Following each year’s new firms as they age gives their survival. The universe is employer firms: businesses with at least one paid employee.',
      'Foresight uses the 2019 release and the firms born in 2005–2014, about 4.3 million firms. From it come the sector survival rates by age, the effect of business stage, and the US state adjustments. Single cohorts from 1979 on give the year-to-year spread in the uncertainty range.',
    ],
    links: [{ to: '/knowledge-base#five-year-survival', label: 'Five-year survival' }],
  },
  {
    id: 'sba-7a',
    topic: 'evidence',
    title: 'The SBA 7(a) loan data',
    summary: 'Real loan outcomes used to fit three effects and to test the model.',
    body: [
      'The US Small Business Administration guarantees 7(a) loans to small businesses. A public file of these loans, prepared by Li, Mickel and Taylor (Journal of Statistics Education, 2018), records for each loan whether it was paid in full or charged off.',
      'Foresight fits the relative effects of starting capital, team size and area type on 10,545 of these loans (those with a sector and an urban or rural code, mostly approved in 2004–2006), and tests the whole model on them.',
      'Two cautions. A charged-off loan is a credit failure, not exactly a closed business. And borrowers are not typical founders: their loans are larger than what most new businesses start with. So the effects are treated as associations, measured against a typical new business, and bounded.',
    ],
    links: [{ to: '/knowledge-base#input-capital', label: 'Starting capital and funding' }],
  },
  {
    id: 'literature-priors',
    topic: 'evidence',
    title: 'Effects from published studies',
    summary: 'Where no outcome data exists, small effects from research, capped.',
    body: [
      'No public data set links founders’ experience, competition, market size or marketing to survival. For these, Foresight uses small effects from published studies: founder experience from Gompers, Kovner, Lerner and Scharfstein (2010), competition, market size and marketing from CB Insights’ 2014 review of 101 start-up post-mortems, and under-capitalisation from Fairlie and Robb (2007).',
      'These effects are graded C, shrunk towards zero, and capped together so that they can move an estimate by less than about 10 points.',
    ],
    links: [{ to: '/knowledge-base#evidence-grades', label: 'Evidence grades' }],
  },
];
