import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { PlanList, type PlanListProps } from './plan-list';

const PLANS: PlanListProps['plans'] = [
  {
    changes: [
      { key: 'price', field: 'Price', from: '$50', to: '$55', step: '+10%' },
      { key: 'experience', field: 'Experience', from: 'None', to: '1-3 years' },
    ],
    effort: '1.5',
    outcome: 'Success score with this plan: 61.2%.',
    figures: [{ key: 'moneyNeeded', label: 'Money needed', value: '$12,000' }],
  },
  { changes: [], effort: '3', outcome: 'Success score with this plan: 64%.' },
];

const renderPlans = (props: Partial<PlanListProps> = {}) =>
  render(
    <PlanList
      id="plans-title"
      title="Plans"
      current="Your success score today: 52%."
      status="reached"
      alreadyMet="Already met."
      plans={PLANS}
      best={null}
      notes={['How the search ran.', 'What it assumes.']}
      testIds={{ plan: 'plan', best: 'best' }}
      {...props}
    />,
  );

describe('PlanList', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
  });

  it('lists ranked plans with their changes, effort, result and further figures', () => {
    renderPlans();
    expect(screen.getByRole('region', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('Found 2 plans, easiest first.')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('plan');
    if (!first || !second) throw new Error('two plans expected');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Plan 1 (effort 1.5)',
    );
    const changes = within(first).getByRole('list', { name: 'Changes in plan 1' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price: $50 → $55 (+10%)', 'Experience: None → 1-3 years']);
    expect(within(first).getByText('Success score with this plan: 61.2%.')).toBeInTheDocument();
    expect(within(first).getByRole('term')).toHaveTextContent('Money needed');
    expect(within(first).getByRole('definition')).toHaveTextContent('$12,000');
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Plan 2 (effort 3)',
    );
    expect(within(second).queryByRole('term')).toBeNull();
  });

  it('says when the goal is already met, without plans', () => {
    renderPlans({ status: 'already_met', plans: [] });
    expect(screen.getByText('Already met.')).toBeInTheDocument();
    expect(screen.queryByTestId('plan')).toBeNull();
  });

  it('shows how close the best plan gets when the goal is out of reach', () => {
    renderPlans({
      status: 'out_of_reach',
      plans: [],
      best: {
        summary: 'Out of reach: the best plan reaches 58% (goal: 99%).',
        changes: [{ key: 'price', field: 'Price', from: '$50', to: '$80' }],
      },
    });
    const best = screen.getByTestId('best');
    expect(best).toHaveTextContent('Out of reach: the best plan reaches 58% (goal: 99%).');
    expect(within(best).getByRole('list', { name: 'Changes in the best plan' })).toHaveTextContent(
      'Price: $50 → $80',
    );
    expect(screen.getByText('What it assumes.')).toBeInTheDocument();
  });
});
