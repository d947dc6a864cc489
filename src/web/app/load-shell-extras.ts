import { importWithRetry } from '../lib/import-with-retry';
import type * as ShellExtrasModule from './shell-extras';

let extras: Promise<typeof ShellExtrasModule> | null = null;

/**
 * The deferred shell chunk (shell-extras.tsx); one loader so every caller shares the chunk. It
 * holds the toaster and the connectivity watchers, so a load cut by the network is retried.
 */
export const loadShellExtras = (): Promise<typeof ShellExtrasModule> =>
  (extras ??= importWithRetry(() => import('./shell-extras')));
