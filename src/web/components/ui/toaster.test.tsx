import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { Toaster } from './toaster';
import { dismissToast, toast } from '#web/lib/toast-store';

// Radix repeats toast text in a live region; the toast itself is the <li>.
const shownToast = (title: string) =>
  screen.queryAllByText(title, { exact: true }).find((element) => element.closest('li'));

describe('Toaster (spec section 9)', () => {
  let lastId = 0;

  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => dismissToast(lastId));
    vi.useRealTimers();
  });

  it('hides a toast after the 5 s default', () => {
    render(<Toaster />);
    act(() => {
      lastId = toast({ title: 'Default toast' }).id;
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(shownToast('Default toast')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shownToast('Default toast')).toBeUndefined();
  });

  it('honours a per-toast duration such as the session flows’ 3 s', () => {
    render(<Toaster />);
    act(() => {
      lastId = toast({ title: 'Short toast', duration: 3000 }).id;
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(shownToast('Short toast')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shownToast('Short toast')).toBeUndefined();
  });

  it('labels the viewport with its F8 hotkey', () => {
    render(<Toaster />);
    act(() => {
      lastId = toast({ title: 'Any' }).id;
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
