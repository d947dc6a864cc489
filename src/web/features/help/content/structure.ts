import { href, paths, signUpPath } from '#shared/routes';
import type { HelpStructure } from './types';

/**
 * The help center in every language: its items in order, their ids (the anchors of /faq,
 * /tutorials and /knowledge-base), groups, levels and minutes, and where each link goes. The words
 * are in <lng>.json, keyed by these ids: a label for each link, a text for each step.
 */
export const HELP_STRUCTURE = {
  topics: [
    { id: 'getting-started', link: href.tutorials('first-estimate') },
    { id: 'understanding-the-score', link: href.faq('what-is-the-score') },
    { id: 'the-evidence', link: href.knowledgeBase('calibration') },
    { id: 'the-inputs', link: href.knowledgeBase('input-sector') },
    { id: 'planning-money', link: href.tutorials('run-a-cash-simulation') },
    { id: 'your-data', link: href.faq('data-export') },
  ],
  faq: {
    score: [
      {
        id: 'what-is-the-score',
        links: [href.knowledgeBase('five-year-survival'), paths.successScore],
      },
      { id: 'score-bands', links: [href.knowledgeBase('base-rate')] },
      { id: 'what-is-the-range', links: [href.knowledgeBase('uncertainty-range')] },
      { id: 'same-answers-same-score', links: [href.knowledgeBase('model-version')] },
    ],
    evidence: [
      {
        id: 'data-sources',
        links: [
          href.knowledgeBase('bds'),
          href.knowledgeBase('new-firm-tables'),
          href.knowledgeBase('sba-7a'),
        ],
      },
      { id: 'how-accurate', links: [href.knowledgeBase('calibration'), paths.successScore] },
      { id: 'outside-the-us', links: [href.knowledgeBase('input-location')] },
      { id: 'charge-off-not-closure', links: [href.knowledgeBase('sba-7a')] },
    ],
    inputs: [
      { id: 'which-stage', links: [href.knowledgeBase('input-stage')] },
      { id: 'what-capital', links: [href.knowledgeBase('input-capital')] },
      { id: 'area-type-unsure', links: [href.knowledgeBase('input-area-type')] },
      { id: 'customers-product-no-effect', links: [href.knowledgeBase('input-customers-product')] },
    ],
    simulators: [
      {
        id: 'simulator-vs-calculator',
        links: [href.knowledgeBase('monte-carlo'), href.tutorials('run-a-cash-simulation')],
      },
      { id: 'goal-search-suggestions', links: [href.tutorials('use-the-goal-search')] },
      { id: 'simulation-seed' },
      { id: 'simulator-needs-business', links: [signUpPath] },
    ],
    account: [
      { id: 'need-an-account' },
      { id: 'share-link', links: [href.tutorials('share-and-export')] },
      { id: 'data-export', links: [paths.account] },
      { id: 'delete-account', links: [href.faq('data-export')] },
      { id: 'signed-out' },
    ],
    languages: [{ id: 'change-language' }, { id: 'accessibility-settings' }, { id: 'offline' }],
    pricing: [
      { id: 'is-it-free', links: [paths.pricing] },
      { id: 'paid-tools', links: [paths.pricing] },
    ],
  },
  tutorials: [
    {
      id: 'first-estimate',
      level: 'beginner',
      minutes: 5,
      steps: [paths.calculator, null, null, null, null, null],
      links: [href.faq('which-stage')],
    },
    {
      id: 'read-the-result',
      level: 'beginner',
      minutes: 10,
      steps: [
        href.knowledgeBase('five-year-survival'),
        null,
        href.knowledgeBase('base-rate'),
        null,
        null,
        href.knowledgeBase('evidence-grades'),
      ],
      links: [paths.successScore],
    },
    {
      id: 'use-the-goal-search',
      level: 'intermediate',
      minutes: 10,
      steps: [paths.businesses, paths.simulator, null, null, null, null],
      links: [href.faq('goal-search-suggestions')],
    },
    {
      id: 'run-a-cash-simulation',
      level: 'intermediate',
      minutes: 15,
      steps: [paths.businessSimulator, null, null, href.knowledgeBase('runway'), null, null],
      links: [href.knowledgeBase('monte-carlo')],
    },
    {
      id: 'save-and-compare',
      level: 'beginner',
      minutes: 10,
      steps: [paths.auth, null, paths.analyses, null, null],
    },
    {
      id: 'share-and-export',
      level: 'beginner',
      minutes: 5,
      steps: [null, null, paths.analyses, null],
      links: [href.faq('share-link')],
    },
  ],
  articles: {
    score: [
      { id: 'five-year-survival', links: [paths.successScore] },
      { id: 'base-rate', links: [href.knowledgeBase('input-sector')] },
      { id: 'uncertainty-range' },
      { id: 'calibration', links: [paths.successScore] },
      { id: 'model-version' },
    ],
    evidence: [
      { id: 'evidence-grades' },
      { id: 'bds', links: [href.knowledgeBase('five-year-survival')] },
      { id: 'new-firm-tables', links: [href.knowledgeBase('evidence-grades')] },
      { id: 'sba-7a', links: [href.knowledgeBase('input-area-type')] },
      { id: 'literature-priors', links: [href.knowledgeBase('evidence-grades')] },
    ],
    inputs: [
      { id: 'input-sector', links: [href.knowledgeBase('base-rate')] },
      { id: 'input-location' },
      { id: 'input-stage' },
      { id: 'input-capital', links: [href.knowledgeBase('new-firm-tables')] },
      { id: 'input-team-size' },
      { id: 'input-legal-form-activity', links: [href.knowledgeBase('new-firm-tables')] },
      { id: 'input-area-type' },
      { id: 'input-experience', links: [href.knowledgeBase('new-firm-tables')] },
      { id: 'input-market', links: [href.knowledgeBase('literature-priors')] },
      { id: 'input-customers-product' },
    ],
    money: [
      { id: 'runway', links: [href.tutorials('run-a-cash-simulation')] },
      { id: 'monte-carlo' },
      { id: 'recession' },
    ],
  },
} satisfies HelpStructure;
