import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Experiment } from '#shared/contracts/experiments';
import { i18n, initI18n } from '#web/lib/i18n';
import { ExperimentCard } from './experiment-card';

// Issue 34: a note is multi-line text its author wrote; a right-to-left override in it must not
// reorder the table around it.
const NOTE = 'Asked at the market \u202Eyad dnoces\u202C';

const EXPERIMENT: Experiment = {
  id: '00000000-0000-4000-8000-000000000001',
  businessId: '00000000-0000-4000-8000-000000000002',
  kind: 'customer_interviews',
  measure: 'Would buy a loaf at 3 USD',
  criterionPercent: 40,
  plannedSampleSize: 30,
  locked: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  entries: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      date: '2026-03-02',
      successes: 12,
      trials: 20,
      note: NOTE,
      recordedAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  evidence: {
    successes: 12,
    trials: 20,
    chanceCriterionMet: 0.8,
    sampleWeight: 1,
    shiftLogOdds: 0.1,
  },
};

describe('ExperimentCard', () => {
  it('shows a result’s note isolated (<bdi>), as written', () => {
    initI18n('en');
    void i18n.changeLanguage('en');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExperimentCard experiment={EXPERIMENT} />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table');
    const note = within(table).getByText(NOTE);
    expect(note.tagName).toBe('BDI');
  });
});
