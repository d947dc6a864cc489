import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: each page is its own chunk, loaded behind the layout's spinner. */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));
