import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Insight } from '#shared/contracts/insights';
import { i18n, initI18n } from '#web/lib/i18n';
import fieldsEn from '#web/locales/en/fields.json';
import { LiftSection, RiskSection } from './insight-sections';

const INSIGHT: Insight = {
  current: {
    score: 41,
    probabilityPoints: 41.2,
    intervalLowPoints: 30.1,
    intervalHighPoints: 52.3,
  },
  sector: 'retail',
  change: null,
  lifts: [
    {
      input: 'capitalInvestment',
      from: 20_000,
      to: 60_000,
      probabilityPoints: 44.9,
      liftPoints: 3.7,
    },
  ],
  risks: [
    { input: 'legalForm', value: 'sole_proprietorship', deltaPoints: -10.8, founderChoice: false },
    { input: 'competitionLevel', value: 'very_high', deltaPoints: -6.1, founderChoice: true },
    { input: 'timeCommitment', value: 'side_business', deltaPoints: -4, founderChoice: false },
  ],
  modelVersion: 'test',
};

const renderEnglish = (node: ReactNode) => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(node);
};

describe('RiskSection', () => {
  it('lists what describes the business apart from the founder’s own choices', () => {
    renderEnglish(<RiskSection insight={INSIGHT} />);
    const business = screen.getByRole('list', {
      name: 'What describes the business (how firms like it fared)',
    });
    const choices = screen.getByRole('list', { name: 'Your own choices (you can change these)' });
    const items = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items(business)).toEqual([
      expect.stringMatching(new RegExp(`^${fieldsEn.label.legalForm}: `)),
      expect.stringMatching(new RegExp(`^${fieldsEn.label.timeCommitment}: `)),
    ]);
    expect(items(choices)).toEqual([
      expect.stringMatching(new RegExp(`^${fieldsEn.label.competitionLevel}: `)),
    ]);
    expect(
      screen.getByText(/associations seen in published survival statistics/),
    ).toHaveTextContent(/not causes/);
  });
});

describe('LiftSection', () => {
  it('says the lifts are associations, not promises', () => {
    renderEnglish(<LiftSection insight={INSIGHT} />);
    expect(screen.getByText(/Only choices a founder makes are considered/)).toHaveTextContent(
      /associations, not promises: firms that started with more money survived more often/,
    );
  });
});
