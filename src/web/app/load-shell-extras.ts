import { importWithRetry } from '../lib/import-with-retry';
import type * as ShellExtrasModule from './shell-extras';

let extras: Promise<typeof ShellExtrasModule> | null = null;

/**
 * The slowest modules of the shell chunk's graph to evaluate: the shared contracts behind the
 * error handler, whose Zod schemas are built when they first run. Evaluated one import at a time,
 * each in a task of its own, before the chunk: in one task with the rest they blocked a visitor's
 * page for 150-250 ms after it was shown (a post's total blocking time in Lighthouse).
 */
const SLOW_TO_EVALUATE = [
  () => import('#shared/contracts/auth'),
  () => import('#shared/error-texts'),
] as const;

/** Lets the browser run what waits (input, paint) between two evaluations. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const evaluateSlowModulesApart = async () => {
  for (const load of SLOW_TO_EVALUATE) {
    // A failed load is no loss: the chunk's own import asks for the module again (with retries).
    await load().catch(() => undefined);
    await nextTask();
  }
};

/**
 * The deferred shell chunk (shell-extras.tsx); one loader so every caller shares the chunk. It
 * holds the toaster and the connectivity watchers, so a load cut by the network is retried.
 */
export const loadShellExtras = (): Promise<typeof ShellExtrasModule> =>
  (extras ??= evaluateSlowModulesApart().then(() =>
    importWithRetry(() => import('./shell-extras')),
  ));
