import { useState } from 'react';

/**
 * The text for a polite live region: set only when the unread count rises after the first load,
 * so a screen reader hears of new notifications without hearing the count on every page.
 */
export const useRiseAnnouncement = (
  count: number | undefined,
  describe: (count: number) => string,
) => {
  const [seen, setSeen] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  // Derived from the previous render's count (React's "adjust state on a prop change" pattern).
  if (count !== undefined && count !== seen) {
    if (seen !== undefined && count > seen) setAnnouncement(describe(count));
    setSeen(count);
  }
  return announcement;
};
