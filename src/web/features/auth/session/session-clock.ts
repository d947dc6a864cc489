/** Time for the session flows; tests pass their own (or use fake timers, which this follows). */
export type SessionClock = {
  now: () => number;
  setTimeout: (run: () => void, delayMs: number) => number;
  clearTimeout: (id: number) => void;
  setInterval: (run: () => void, periodMs: number) => number;
  clearInterval: (id: number) => void;
};

// Looked up on each call, so timers faked after import (vitest, Playwright's page.clock) apply.
export const browserClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => window.setTimeout(run, delayMs),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, periodMs) => window.setInterval(run, periodMs),
  clearInterval: (id) => window.clearInterval(id),
};
