import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
