import { startTransition, useEffect, useState } from 'react';
import { importWithRetry } from './import-with-retry';
import { whenDeferredMayLoad } from './startup-gate';

/**
 * A module loaded once the first page is on screen and its first reads have asked for their
 * chunks (whenDeferredMayLoad in startup-gate.ts), or null until then; with `isWanted` false, not
 * before it turns true (a tab's heavy content, loaded when the tab is chosen). Its
 * components then render as plain components: unlike React.lazy, nothing suspends, so the page
 * around them never flashes a fallback. They mount in a transition: React renders them in slices
 * that leave the main thread free every few milliseconds, where an urgent update would have held
 * it for one long task (a /blog load's total blocking time). A chunk the network cut is asked
 * for again until it arrives (importWithRetry), so the part is late rather than missing.
 */
export const useDeferredModule = <M>(load: () => Promise<M>, isWanted = true): M | null => {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    void whenDeferredMayLoad()
      // Gone before its turn (a page left at once, a test already over): nothing to load.
      .then(() => (isCurrent ? importWithRetry(load) : null))
      .then((loaded) => {
        if (isCurrent && loaded !== null) startTransition(() => setModule(() => loaded));
      });
    return () => {
      isCurrent = false;
    };
    // The loader is a constant import() of one module; re-running it would load the same module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isWanted]);
  return module;
};
