/**
 * The order of start-up (docs/decisions/009): the current page renders first; the shell's extras
 * (toasts, accessibility panel, cookie banner, connectivity and session watchers) load once it is
 * on screen and the browser is idle; first-load API modules (`loadAfterStartup`) wait until
 * those watchers listen, so an early failure is still announced. The current user's read goes out
 * when the page is shown (every signed-in page waits for it); an expiry it meets is kept for the
 * session watcher (error-handler.ts). Only main.tsx arms the gate: tests and other callers never
 * wait.
 */

type Latch = { promise: Promise<void>; open: () => void };

const latch = (): Latch => {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = () => resolve();
  });
  return { promise, open: () => open() };
};

const pageShown = latch();
const shellReady = latch();
let isArmed = false;
let isPageShownMarked = false;

/** Nothing should wait forever: a page that never renders (a broken route) still gets the shell. */
const SAFETY_DELAY_MS = 5000;

/** Called once by main.tsx before the first render. */
export const armStartupGate = () => {
  isArmed = true;
  window.setTimeout(() => {
    pageShown.open();
    shellReady.open();
  }, SAFETY_DELAY_MS);
};

/** Resolves once the first page is on screen and the browser had a moment to spare. */
export const whenPageShown = (): Promise<void> => (isArmed ? pageShown.promise : Promise.resolve());

/**
 * Resolves one task after whenPageShown: what is only deferred (the shell's extras, a page's lower
 * parts) asks for its chunks after the page's own first reads, which resume on whenPageShown itself
 * (api-send.ts). Over HTTP/1.1 the browser fetches six files at a time, and the shell's forty
 * chunks queued first held a /blog load's posts back by a few hundred milliseconds.
 */
export const whenDeferredMayLoad = (): Promise<void> =>
  whenPageShown().then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Resolves once the shell's watchers are mounted; API reads wait for it. */
export const whenShellReady = (): Promise<void> =>
  isArmed ? shellReady.promise : Promise.resolve();

const onIdle = (callback: () => void) => {
  // Safari has no requestIdleCallback; a macrotask still lets the browser paint first.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 500 });
  } else {
    setTimeout(callback, 1);
  }
};

/** The user-timing mark scripts/quality/web-budgets.ts reads: JavaScript requested after it is deferred. */
export const PAGE_SHOWN_MARK = 'foresight:page-shown';

/** The first page has committed: open the first gate when the browser is next idle. */
export const markPageShown = () =>
  onIdle(() => {
    if (!isPageShownMarked) performance.mark(PAGE_SHOWN_MARK);
    isPageShownMarked = true;
    pageShown.open();
  });

export const markShellReady = () => shellReady.open();

/** Waits for the shell, then loads a module (an API module with Zod and the contracts). */
export const loadAfterStartup = async <M>(load: () => Promise<M>): Promise<M> => {
  await whenShellReady();
  return load();
};
