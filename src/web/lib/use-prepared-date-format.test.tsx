import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT } from '#tests/fixtures/waits';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('usePreparedDateFormat', () => {
  it('builds the format’s formatter before the data is drawn, once the page is shown', async () => {
    vi.resetModules();
    const gate = await import('#web/lib/startup-gate');
    gate.armStartupGate();
    const { usePreparedDateFormat } = await import('./use-prepared-date-format');
    const { formatLongDateTime } = await import('./format');
    const { DateTimeFormat } = Intl;
    const built = vi
      .spyOn(Intl, 'DateTimeFormat')
      // A function, not an arrow: it is called with `new`.
      .mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
        return new DateTimeFormat(...args);
      });

    renderHook(() => usePreparedDateFormat(formatLongDateTime));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not while the page is still being put on screen.
    expect(built).not.toHaveBeenCalled();

    gate.markPageShown();
    await vi.waitFor(
      () => expect(built).toHaveBeenCalledWith('en-US', { dateStyle: 'long', timeStyle: 'short' }),
      WAIT,
    );
  });
});
