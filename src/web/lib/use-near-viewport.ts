import { useCallback, useEffect, useState } from 'react';

/**
 * How close to the window a part must come before it is drawn: one window's height below (or
 * above) it, so a reader scrolling at an ordinary pace finds it drawn.
 */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element given to the returned ref has come near the window (and stays true once it
 * has): a heavy part far below a page's first screen is drawn when the reader gets near it, not
 * during the page's load. Where the browser has no IntersectionObserver (tests), it is near.
 */
export const useNearViewport = (): [(element: Element | null) => void, boolean] => {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);
  const ref = useCallback((next: Element | null) => setElement(next), []);
  return [ref, isNear];
};
