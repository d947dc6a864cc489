import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type CalculatorInput,
  EXAMPLE_CALCULATOR_INPUT,
  isFounderChoice,
  predict,
} from '#engine/index';
import { buildReport } from '#shared/reports/build-report';
import { i18n, initI18n } from '#web/lib/i18n';
import fieldsEn from '#web/locales/en/fields.json';
import { ReportSwot } from './report-swot';
import { splitByInputKind } from './report-text';

// Weaknesses of both kinds: a sole proprietorship (describes the business), by a founder new to
// the trade facing very high competition (the founder's choices).
const INPUT: CalculatorInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  experience: 'none',
  competitionLevel: 'very_high',
  legalForm: 'sole_proprietorship',
};
const { report } = buildReport(INPUT, predict(INPUT));

describe('splitByInputKind', () => {
  it('puts the engine’s texts about the founder’s choices apart, and “nothing stands out” before both', () => {
    const { general, business, choice } = splitByInputKind([
      ...report.swot.weaknesses,
      { kind: 'engine', code: 'strengths.none' },
    ]);
    expect(general).toEqual([{ kind: 'engine', code: 'strengths.none' }]);
    const inputOf = (text: (typeof business)[number]) =>
      text.kind === 'engine' ? String(text.params?.input) : '';
    expect(business.map(inputOf)).toContain('legalForm');
    expect(choice.map(inputOf)).toEqual(expect.arrayContaining(['experience']));
    for (const text of choice) expect(isFounderChoice(inputOf(text))).toBe(true);
    for (const text of business) expect(isFounderChoice(inputOf(text))).toBe(false);
  });
});

describe('ReportSwot', () => {
  it('shows weaknesses that describe the business apart from the founder’s own choices', () => {
    initI18n('en');
    void i18n.changeLanguage('en');
    render(<ReportSwot swot={report.swot} />);
    const weaknesses = screen.getByRole('region', { name: 'Weaknesses' });
    const business = within(weaknesses).getByRole('list', { name: 'What describes the business' });
    const choices = within(weaknesses).getByRole('list', { name: 'Your own choices' });
    expect(business).toHaveTextContent(fieldsEn.option.legalForm.sole_proprietorship);
    expect(choices).toHaveTextContent(fieldsEn.option.experience.none);
    expect(choices).not.toHaveTextContent(fieldsEn.option.legalForm.sole_proprietorship);
    expect(screen.getByText(/Strengths and weaknesses are associations/)).toHaveTextContent(
      /not causes/,
    );
    // The sector's own figures are not split.
    const threats = screen.getByRole('region', { name: 'Threats' });
    expect(within(threats).queryByRole('list', { name: 'Your own choices' })).toBeNull();
  });
});
