import { describe, expect, it, vi } from 'vitest';
import { listenForCookieSettingsRequests, openCookieSettings } from './consent-events';

describe('cookie settings requests', () => {
  it('keeps a request made before the dialog listens and answers it once it does', () => {
    openCookieSettings();
    const first = vi.fn();
    const stop = listenForCookieSettingsRequests(first);
    expect(first).toHaveBeenCalledOnce();

    openCookieSettings();
    expect(first).toHaveBeenCalledTimes(2);
    stop();

    // Answered already: a later listener does not see the old request again.
    const second = vi.fn();
    listenForCookieSettingsRequests(second)();
    expect(second).not.toHaveBeenCalled();
  });
});
