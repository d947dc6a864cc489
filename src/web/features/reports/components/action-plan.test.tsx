import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionStep } from '#shared/contracts/reports';
import { i18n, initI18n } from '#web/lib/i18n';
import { PlanProgress } from './action-plan';

const step = (id: string, done: boolean): ActionStep => ({
  id,
  position: Number(id),
  text: { kind: 'message', key: 'step.one' },
  phase: 'validate',
  dueOn: '2026-03-01',
  done,
  doneAt: done ? '2026-02-01T10:00:00.000Z' : null,
});

describe('PlanProgress', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['reports', 'engine', 'fields']);
  });

  // A plan can have a single step: "0 of 1 steps done" before plural forms.
  it('counts the steps with the noun in agreement', () => {
    const { rerender } = render(<PlanProgress steps={[step('1', false)]} />);
    expect(screen.getByText('0 of 1 step done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 1 step done');
    rerender(<PlanProgress steps={[step('1', true), step('2', false)]} />);
    expect(screen.getByText('1 of 2 steps done')).toBeInTheDocument();
  });
});
