import { href } from '#shared/routes';
import type { HelpTopic } from '../types';

export const topics: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Your first estimate in about five minutes, without an account.',
    link: { to: href.tutorials('first-estimate'), label: 'Get your first estimate' },
  },
  {
    id: 'understanding-the-score',
    title: 'Understanding your score',
    summary: 'What the percentage, the range and the band mean.',
    link: { to: href.faq('what-is-the-score'), label: 'What does the success score mean?' },
  },
  {
    id: 'the-evidence',
    title: 'The evidence and its limits',
    summary: 'Which data the model uses and how well it is tested.',
    link: { to: href.knowledgeBase('calibration'), label: 'Calibration and discrimination' },
  },
  {
    id: 'the-inputs',
    title: 'Choosing your answers',
    summary: 'What each calculator question means and what the app does with it.',
    link: { to: href.knowledgeBase('input-sector'), label: 'The calculator’s inputs' },
  },
  {
    id: 'planning-money',
    title: 'Planning your cash',
    summary: 'Runway, break-even and the business simulator.',
    link: { to: href.tutorials('run-a-cash-simulation'), label: 'Run a cash simulation' },
  },
  {
    id: 'your-data',
    title: 'Your account and data',
    summary: 'Saving, sharing, downloading and deleting.',
    link: { to: href.faq('data-export'), label: 'How do I download my data?' },
  },
];
