import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackRecord, TrackRecordCell } from '#shared/contracts/follow-ups';
import { i18n, initI18n } from '#web/lib/i18n';
import { TrackRecordView } from './track-record-view';

const empty = (band: TrackRecordCell['band'], judgedAnswers = 0): TrackRecordCell => ({
  band,
  judgedAnswers,
  neverStarted: 0,
  enoughAnswers: false,
  shares: null,
  observed: null,
  predicted: null,
});

const record = (twelveMonthTop: TrackRecordCell): TrackRecord => ({
  minimumAnswers: 20,
  totalAnswers: twelveMonthTop.judgedAnswers + twelveMonthTop.neverStarted + 3,
  horizons: [6, 12, 24].map((monthsAfter) => ({
    monthsAfter: monthsAfter as 6 | 12 | 24,
    cells: [
      empty('under30', monthsAfter === 6 ? 3 : 0),
      empty('from30to50'),
      empty('from50to70'),
      monthsAfter === 12 ? twelveMonthTop : empty('from70'),
    ],
  })),
});

const JUDGED: TrackRecordCell = {
  band: 'from70',
  judgedAnswers: 20,
  neverStarted: 2,
  enoughAnswers: true,
  shares: { operating: 0.75, pivoted: 0.1, closed: 0.15 },
  observed: { share: 0.85, low: 0.6396, high: 0.9476 },
  predicted: 0.8,
};

describe('TrackRecordView', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('followUps');
  });

  it('says plainly that there is too little to judge, and draws no chart', () => {
    render(<TrackRecordView record={record(empty('from70'))} />);
    expect(screen.getByTestId('track-record-summary')).toHaveTextContent(
      '3 answers so far, in all bands and months.',
    );
    expect(screen.getByText(/Too few answers to judge yet/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    const sixMonths = screen.getByTestId('track-record-table-6');
    const under30 = within(sixMonths).getByRole('row', { name: /^Under 30%/ });
    expect(within(under30).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(under30).toHaveTextContent('Too few to judge');
  });

  it('charts a judged band with its interval and the horizon’s prediction behind a table', () => {
    render(<TrackRecordView record={record(JUDGED)} />);
    expect(screen.getByText(/show counts only/)).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Predicted and observed at 12 months' });
    const hidden = within(figure).getByTestId('track-record-chart-12-table');
    const row = within(hidden).getByRole('row', { name: /^70% and over/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '2', '80%', '85% (64%–95%)', '75% / 10% / 15%']);
    // Only the judged horizon gets a chart.
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });

  it('writes percentages the Turkish way', async () => {
    await i18n.changeLanguage('tr');
    render(<TrackRecordView record={record(JUDGED)} />);
    const table = screen.getByTestId('track-record-table-12');
    const row = within(table).getByRole('row', { name: /^%70 ve üzeri/ });
    expect(row).toHaveTextContent('%85 (%64–%95)');
  });
});
