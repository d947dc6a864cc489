import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { ACCESSIBILITY_STORAGE_KEY } from '../accessibility-settings';
import { reloadAccessibilitySettings } from '../accessibility-store';
import { AccessibilityPanel } from './accessibility-panel';

const badge = () => document.querySelector('[data-accessibility-badge]')?.textContent;

describe('AccessibilityPanel', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    localStorage.clear();
    reloadAccessibilitySettings();
  });

  it('starts with a badge of 1 (sound) and counts each toggle', async () => {
    const user = userEvent.setup();
    render(<AccessibilityPanel />);
    expect(badge()).toBe('1');
    await user.click(screen.getByRole('button', { name: /Accessibility settings/ }));
    const panel = screen.getByRole('dialog', { name: 'Accessibility Settings' });
    expect(within(panel).getByText('1 accessibility feature is active')).toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'Large Text' }));
    expect(within(panel).getByRole('switch', { name: 'Large Text' })).toBeChecked();
    expect(badge()).toBe('2');
    expect(within(panel).getByText('2 accessibility features are active')).toBeInTheDocument();
    expect(document.documentElement.dataset.accessibility).toBe('large-text');
    expect(JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) ?? '{}')).toMatchObject({
      largeText: true,
    });

    await user.click(within(panel).getByRole('switch', { name: 'Sound Effects' }));
    expect(badge()).toBe('1');
  });

  it('has every toggle but no screen-reader toggle, and Reset All restores the defaults', async () => {
    const user = userEvent.setup();
    render(<AccessibilityPanel />);
    await user.click(screen.getByRole('button', { name: /Accessibility settings/ }));
    const panel = screen.getByRole('dialog');
    const switchNames = within(panel)
      .getAllByRole('switch')
      .map((element) => element.getAttribute('id'))
      .map((id) => document.querySelector(`label[for="${id ?? ''}"]`)?.textContent);
    expect(switchNames).toEqual([
      'High Contrast',
      'Large Text',
      'Reduce Motion',
      'Keyboard Navigation',
      'Dark Mode',
      'Sound Effects',
    ]);
    for (const name of ['High Contrast', 'Reduce Motion', 'Keyboard Navigation', 'Dark Mode']) {
      await user.click(within(panel).getByRole('switch', { name }));
    }
    expect(badge()).toBe('5');
    await user.click(within(panel).getByRole('button', { name: 'Reset All' }));
    expect(badge()).toBe('1');
    expect(within(panel).getByRole('switch', { name: 'Sound Effects' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
    expect(document.documentElement.hasAttribute('data-accessibility')).toBe(false);
  });

  it('closes with the Close button and with the close icon', async () => {
    const user = userEvent.setup();
    render(<AccessibilityPanel />);
    const trigger = screen.getByRole('button', { name: /Accessibility settings/ });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close accessibility settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies saved settings on load', () => {
    localStorage.setItem(
      ACCESSIBILITY_STORAGE_KEY,
      JSON.stringify({ darkMode: true, soundEnabled: true }),
    );
    reloadAccessibilitySettings();
    render(<AccessibilityPanel />);
    expect(badge()).toBe('2');
    expect(document.documentElement.dataset.accessibility).toBe('dark-mode');
  });
});
