import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const Example = ({ onValueChange }: { onValueChange?: (value: string) => void }) => (
  <Tabs.Root defaultValue="one" onValueChange={onValueChange}>
    <Tabs.List aria-label="Numbers">
      <Tabs.Trigger value="one">One</Tabs.Trigger>
      <Tabs.Trigger value="two">Two</Tabs.Trigger>
      <Tabs.Trigger value="three">Three</Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="one">
      <button type="button">First panel</button>
    </Tabs.Content>
    <Tabs.Content value="two">Second panel</Tabs.Content>
    <Tabs.Content value="three">Third panel</Tabs.Content>
  </Tabs.Root>
);

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the active panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.getAttribute('data-state')).toBe('active');
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('First panel');
    // The inactive panels are hidden and empty.
    expect(screen.queryByText('Second panel')).toBeNull();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('moves with the arrow keys, Home and End, activating the focused tab', async () => {
    const onValueChange = vi.fn<(value: string) => void>();
    render(<Example onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'two',
      'three',
      'one',
      'three',
      'one',
    ]);
  });

  it('keeps only the active tab in the Tab order, then the panel', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'One' }).tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First panel' }));
  });

  it('follows a value kept by the caller', async () => {
    const Controlled = () => {
      const [value, setValue] = useState('b');
      return (
        <>
          <p>Chosen: {value}</p>
          <Tabs.Root value={value} onValueChange={(next) => setValue(next === 'a' ? 'a' : 'b')}>
            <Tabs.List aria-label="Letters">
              <Tabs.Trigger value="a">A</Tabs.Trigger>
              <Tabs.Trigger value="b">B</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="a">Panel A</Tabs.Content>
            <Tabs.Content value="b">Panel B</Tabs.Content>
          </Tabs.Root>
        </>
      );
    };
    render(<Controlled />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    await userEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByText('Chosen: a')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });
});
