import { afterEach, describe, expect, it, vi } from 'vitest';

/** The modules evaluated, in order. */
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock('#shared/error-texts', async (importOriginal) => {
  evaluated.push('error-texts');
  return importOriginal();
});
vi.mock('./shell-extras', () => {
  evaluated.push('shell chunk');
  return { ProviderExtras: () => null };
});

// Mocked modules keep their first evaluation across resetModules: the order is the first test's.
afterEach(() => {
  vi.resetModules();
  vi.doUnmock('#shared/contracts/auth');
});

describe('loadShellExtras', () => {
  it('evaluates the slow contracts one by one before the chunk', async () => {
    vi.doMock('#shared/contracts/auth', async (importOriginal) => {
      evaluated.push('contracts/auth');
      return importOriginal();
    });
    const { loadShellExtras } = await import('./load-shell-extras');
    await loadShellExtras();
    expect(evaluated).toEqual(['contracts/auth', 'error-texts', 'shell chunk']);
  });

  it('still loads the chunk when one of them could not be loaded first', async () => {
    vi.doMock('#shared/contracts/auth', () => {
      throw new Error('cut by the network');
    });
    const { loadShellExtras } = await import('./load-shell-extras');
    await expect(loadShellExtras()).resolves.toHaveProperty('ProviderExtras');
  });
});
