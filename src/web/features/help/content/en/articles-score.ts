import { paths, href } from '#shared/routes';
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
    links: [{ to: paths.successScore, label: 'How the success score works' }],
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
      'Your other answers then add or remove points. The “[[results:views.breakdown]]” chart shows exactly this: the sector baseline first, then each answer’s points, ending at your estimate. Some answers can move it by 10 points or more (legal form, capital, trade abroad), because the survival tables of new firms show gaps that large; those gaps describe firms like yours and are not promises.',
    ],
    links: [{ to: href.knowledgeBase('input-sector'), label: 'How the sector is used' }],
  },
  {
    id: 'uncertainty-range',
    topic: 'score',
    title: 'The uncertainty range',
    summary: 'What the 80% interval next to your score means.',
    body: [
      'Next to the score you see a range such as 41–55%. It is an 80% interval: the model is 80% sure the true value lies within it.',
      'It combines three kinds of uncertainty: how much survival changes from one starting year to the next (the five-year survival of US firms ranged from about 42.8% to 52.3% across the cohorts born 1979–2014), how precisely each effect is known, and how well the location’s figures fit your business.',
      'So the range is wider outside the US, and a little wider when you state an area type, a legal form or a main or side activity. It is calculated, not simulated: the same answers always give the same range.',
    ],
  },
  {
    id: 'calibration',
    topic: 'score',
    title: 'Calibration and discrimination',
    summary: 'Two different ways a prediction can be good, and how Foresight does on each.',
    body: [
      'Calibration asks whether predicted rates match what happens. Foresight is calibrated to the Census by construction: for each sector, the average estimate over a typical population of new businesses equals that sector’s Census five-year survival (tests allow at most a 1-point gap), and a typical founder with middle answers lands within 3 points of it.',
      'Discrimination asks whether the model tells apart the businesses that last from those that close. Here the evidence is weak. Tested on US SBA loans it had not seen, the AUC is about 0.56 (0.5 is guessing, 1 is perfect), and about the same on later loans.',
      'In plain words: the score is a sector base rate adjusted by what published statistics say about firms like yours. It is a sound starting point for planning, not a verdict on your plan.',
    ],
    links: [{ to: paths.successScore, label: 'The measured figures' }],
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
          'A: fitted on or computed from public data (the Census survival rates; the SBA loan effect of area type).',
          'B: taken from published statistics (the survival rates for Turkey and for other countries; the survival tables of new firms by capital, team size, legal form, experience, trade abroad and main or side activity).',
          'C: a small, capped effect from the research literature, or no effect where nothing reliable exists (competition, marketing, funding still needed, the market answers other than trade abroad, customers and product type).',
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
    links: [{ to: href.knowledgeBase('five-year-survival'), label: 'Five-year survival' }],
  },
  {
    id: 'new-firm-tables',
    topic: 'evidence',
    title: 'Survival tables of new firms',
    summary:
      'Where the effects of capital, team size, legal form, experience, trade abroad and main or side activity come from.',
    body: [
      'Statistical offices follow cohorts of new firms and publish how many are still open after three or five years, by one characteristic at the start. Foresight reads such tables for six answers: starting capital, employees, legal form and the founder’s years in the trade from INSEE’s SINE survey of new French firms (cohorts of 2006 and 2010, micro-entrepreneurs excluded); trade abroad from Statistics Netherlands (CBS, Dutch firms founded in 2007); and main or side activity from INSEE’s follow-up of the micro-entrepreneurs registered in 2010.',
      'The model reproduces each table. Capital, team size and legal form go together (companies start with more money and more people), so they are fitted together; the others stand on their own. One assumption carries a table to the US years of the estimate: a class multiplies the odds of closing by the same factor at every age. Tables from Austria, Germany, Sweden, Norway, other INSEE cohorts and the US (Headd 2003) are used as checks only, never fitted.',
      'The gaps are associations, not causes. Firms that started with more money survived more often, partly because of who manages to raise it; companies outlast sole proprietorships mostly through their size. That is why every result lists what describes the business apart from what you can change, and why advice only suggests the latter.',
    ],
    links: [{ to: href.knowledgeBase('evidence-grades'), label: 'Evidence grades' }],
  },
  {
    id: 'sba-7a',
    topic: 'evidence',
    title: 'The SBA 7(a) loan data',
    summary: 'Real loan outcomes used to fit the area-type effect and to test the model.',
    body: [
      'The US Small Business Administration guarantees 7(a) loans to small businesses. A public file of these loans, prepared by Li, Mickel and Taylor (Journal of Statistics Education, 2018), records for each loan whether it was paid in full or charged off.',
      'Foresight fits the effect of area type (urban or rural) on 10,545 of these loans (those with a sector and an urban or rural code, mostly approved in 2004–2006), and tests the whole model on them. Before model 2026.12-3 the loans also gave the effects of capital and team size; these now come from survival tables of new firms.',
      'Two cautions. A charged-off loan is a credit failure, not exactly a closed business. And borrowers are not typical founders: their loans are larger than what most new businesses start with. So the area effect is treated as an association, measured against a typical new business.',
    ],
    links: [{ to: href.knowledgeBase('input-area-type'), label: 'Area type' }],
  },
  {
    id: 'literature-priors',
    topic: 'evidence',
    title: 'Effects from published studies',
    summary: 'Where no survival table exists, small effects from research, capped.',
    body: [
      'No public table links competition, marketing or a funding gap to the survival of new firms. For these, Foresight uses small effects from published studies: competition and marketing from CB Insights’ 2014 review of 101 start-up post-mortems, and under-capitalisation from Fairlie and Robb (2007). Customers and product type carry no effect of their own.',
      'These effects are graded C, shrunk towards zero, and capped together so that they can move an estimate by less than about 10 points.',
    ],
    links: [{ to: href.knowledgeBase('evidence-grades'), label: 'Evidence grades' }],
  },
];
