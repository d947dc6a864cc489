import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NextAction } from '#shared/contracts/dashboards';
import { i18n, initI18n } from '#web/lib/i18n';
import { NextActions } from './next-actions';

const ACTIONS: NextAction[] = [
  { kind: 'finishTutorial' },
  { kind: 'runCalculator', businessId: 'b1', businessName: 'Corner bakery' },
  {
    kind: 'stepDue',
    analysisId: 'a1',
    analysisTitle: 'Corner bakery',
    text: { kind: 'message', key: 'step.one' },
    dueOn: '2026-03-01',
    overdue: true,
  },
  { kind: 'answerFollowUps', count: 2 },
  { kind: 'recordEvidence', businessId: 'b1', count: 1 },
];

const renderActions = (actions: NextAction[], onResumeTutorial?: () => void) =>
  render(
    <MemoryRouter>
      <NextActions
        actions={actions}
        stepText={(text) => (text.kind === 'message' ? `Step text ${text.key}` : '')}
        onResumeTutorial={onResumeTutorial}
      />
    </MemoryRouter>,
  );

describe('NextActions', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('dashboards');
  });

  it('links each action to where it is done, in the server order', () => {
    renderActions(ACTIONS);
    const items = within(screen.getByTestId('dashboard-next-actions')).getAllByRole('listitem');
    // Without a way to open the tutorial the tutorial action is left out, not shown dead.
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Corner bakery has no answers yet');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/calculator',
    );
    expect(items[1]).toHaveTextContent('Step text step.one');
    expect(items[1]).toHaveTextContent('Overdue since Mar 1, 2026 · Corner bakery');
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/analysis/a1',
    );
    expect(items[2]).toHaveTextContent('2 follow-up questions about earlier estimates');
    expect(within(items[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/follow-ups',
    );
    expect(items[3]).toHaveTextContent('1 experiment has no recorded result yet.');
    expect(within(items[3] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/experiments',
    );
  });

  it('offers the tutorial as a button when the page can open it', () => {
    const onResume = vi.fn();
    renderActions([{ kind: 'finishTutorial' }], onResume);
    screen.getByRole('button', { name: 'Resume the tour' }).click();
    expect(onResume).toHaveBeenCalledOnce();
  });

  it('says nothing is waiting when there is no action', () => {
    renderActions([]);
    expect(screen.getByText(/Nothing is waiting for you right now/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
