/** The longest pause between two attempts: a chunk should arrive soon after the network does. */
const MAX_DELAY_MS = 30_000;

/**
 * A dynamic import that survives a dropped connection. A chunk that fails to load (the device went
 * offline, a request was cut) is tried again as soon as the browser is back online, or after a
 * pause that doubles from 1 s to 30 s, so a flaky start delays the chunk instead of losing it for
 * the rest of the visit.
 */
export const importWithRetry = <M>(load: () => Promise<M>): Promise<M> =>
  new Promise((resolve) => {
    let delay = 1000;
    const attempt = () => {
      load().then(resolve, () => {
        const retry = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', retry);
          attempt();
        };
        const timer = window.setTimeout(retry, delay);
        window.addEventListener('online', retry);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      });
    };
    attempt();
  });
