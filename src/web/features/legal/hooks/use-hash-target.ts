import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the URL's #fragment into view and gives it focus, on arrival and on
 * every in-page link. The router scrolls to a fragment only if the element exists when the
 * location changes, which a lazily loaded page (the cookie banner's link) misses; moving focus
 * lets keyboard and screen-reader users continue from the section they chose.
 */
export const useHashTarget = () => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }, [hash]);
};
