import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
 * under a fresh URL and still find the page in it. `preload()` starts the same load before the
 * first render (a page can ask for its heavy part while its data is read); a failed load is
 * forgotten, so the render tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, kept per page by React.lazy
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

/** Whether a route element's type is a lazy page, which can be asked for before it renders. */
export const isLazyPage = (type: unknown): type is LazyPage<AnyComponent> =>
  typeof type === 'object' && type !== null && 'preload' in type;

export const lazyPage = <M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> => {
  let loading: Promise<{ default: M[K] }> | null = null;
  const loadPage = () =>
    (loading ??= importWithRetry(load, { attempts: PAGE_LOAD_ATTEMPTS }).then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(lazy<M[K]>(loadPage), { preload: loadPage });
};
