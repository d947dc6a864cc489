/** The deferred shell chunk (shell-extras.tsx); one loader so every caller shares the chunk. */
export const loadShellExtras = () => import('./shell-extras');
