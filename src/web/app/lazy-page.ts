import { lazy, type ComponentType } from 'react';
import { importWithRetry } from '#web/lib/import-with-retry';

/**
 * A page chunk cut by the network is asked for again a few times (under a fresh URL, see
 * importWithRetry) before the error page shows: about 3 s of retries covers a dropped request,
 * while a device that is really offline sees the error page and its refresh button.
 */
const PAGE_LOAD_ATTEMPTS = 3;

/**
 * React.lazy for a named export: each page is its own chunk, loaded behind the layout's spinner.
 * Takes the module's import (not a function picking the export) so a retry can import the chunk
 * under a fresh URL and still find the page in it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, kept per page by React.lazy
type AnyComponent = ComponentType<any>;

export const lazyPage = <M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) =>
  lazy<M[K]>(async () => {
    const module = await importWithRetry(load, { attempts: PAGE_LOAD_ATTEMPTS });
    return { default: module[name] };
  });
