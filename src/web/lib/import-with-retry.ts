/** The longest pause between two attempts: a chunk should arrive soon after the network does. */
const MAX_DELAY_MS = 30_000;

/** The script URL in a failed dynamic import's message (Chromium and Firefox name it; Safari not). */
const FAILED_MODULE_URL = /(https?:\/\/[^\s'"]+?\.js)\b/;

/** The same-origin chunk URL a failed import names, if it names one. */
const failedChunkUrl = (error: unknown) => {
  const url = error instanceof Error ? FAILED_MODULE_URL.exec(error.message)?.[1] : undefined;
  return url !== undefined && new URL(url).origin === window.location.origin ? url : undefined;
};

export type ImportRetryOptions<M> = {
  /** Attempts before giving up (rejecting with the last error); default: never give up. */
  attempts?: number;
  /** Imports a module by URL; tests replace it (Vitest cannot fetch chunk URLs). */
  importUrl?: (url: string) => Promise<M>;
};

const importByUrl = <M>(url: string) => import(/* @vite-ignore */ url) as Promise<M>;

/**
 * A dynamic import that survives a dropped connection. A chunk that fails to load (the device went
 * offline, a request was cut) is tried again as soon as the browser is back online, or after a
 * pause that doubles from 1 s to 30 s, so a flaky start delays the chunk instead of losing it for
 * the rest of the visit. Each retry asks for the failed chunk under a fresh URL when the error
 * names it.
 */
export const importWithRetry = <M>(
  load: () => Promise<M>,
  { attempts = Number.POSITIVE_INFINITY, importUrl = importByUrl }: ImportRetryOptions<M> = {},
): Promise<M> =>
  new Promise((resolve, reject) => {
    let delay = 1000;
    let made = 0;
    // Some browsers (Chromium 150) keep a failed module fetch for the page's life, so importing
    // the same URL again fails at once; a query makes a new module URL, fetched afresh.
    let chunkUrl: string | undefined;
    const attempt = (next: () => Promise<M>) => {
      made += 1;
      next().then(resolve, (error: unknown) => {
        if (made >= attempts) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        chunkUrl = failedChunkUrl(error) ?? chunkUrl;
        const fresh = chunkUrl === undefined ? undefined : `${chunkUrl}?retry=${made}`;
        const following = fresh === undefined ? load : () => importUrl(fresh);
        const retry = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', retry);
          attempt(following);
        };
        const timer = window.setTimeout(retry, delay);
        window.addEventListener('online', retry);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      });
    };
    attempt(load);
  });
