import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The id named by the URL's #fragment ('' when there is none). */
export const useHashId = (): string => {
  const { hash } = useLocation();
  if (hash.length <= 1) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
};

/**
 * Brings the element named by the #fragment into view and moves keyboard focus to it (or to its
 * `[data-hash-focus]` child), so a deep link such as /faq#data-export lands a keyboard or screen
 * reader user on that item. Runs again when the fragment changes on the same page.
 */
export const useHashTarget = (): string => {
  const id = useHashId();
  useEffect(() => {
    if (id === '') return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    const focusTarget = element.querySelector<HTMLElement>('[data-hash-focus]') ?? element;
    focusTarget.focus({ preventScroll: true });
  }, [id]);
  return id;
};
