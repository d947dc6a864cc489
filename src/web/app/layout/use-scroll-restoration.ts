import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the entries visited in this tab, by history entry key. */
const positions = new Map<string, number>();

/** How long a scroll waits for a lazily loaded page to render what it scrolls to. */
const SCROLL_WAIT_MS = 3000;

/**
 * Runs `scroll` every frame until it reports success or the wait is over: on Back or on a link
 * with a #fragment, the page's chunk may still be loading, and a scroll made over the spinner
 * would end at the top. Returns a cancel function (a newer navigation wins).
 */
const scrollWhenRendered = (scroll: () => boolean) => {
  const deadline = performance.now() + SCROLL_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    if (!scroll() && performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
};

const scrollToTop = (top: number) => () => {
  window.scrollTo(0, top);
  return Math.abs(window.scrollY - top) <= 1;
};

const scrollToFragment = (id: string) => () => {
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
};

/**
 * What the data router's ScrollRestoration did, for declarative routing: a new page starts at the
 * top (or at its #fragment), Back and Forward return to where the reader was, and a change of
 * only the query (a filter, a tab) leaves the scroll position alone.
 */
export const useScrollRestoration = () => {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // Recorded while scrolling, not when leaving: by then the next page may already be shorter.
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      return scrollWhenRendered(scrollToTop(saved));
    }
    if (hash.length > 1)
      return scrollWhenRendered(scrollToFragment(decodeURIComponent(hash.slice(1))));
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    return undefined;
    // Only a new path or fragment moves the page; the query alone (filters, tabs) keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key and navigationType are read, not watched
  }, [pathname, hash]);
};
