import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const tokenOf = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;

/**
 * The token a mailed link carries in its fragment (#token=…, never sent to a server or a
 * referrer). It is read once, then taken out of the address bar (a history replace), so it is not
 * left in the history, a bookmark or a screenshot.
 */
export const useLinkToken = (): string | null => {
  const location = useLocation();
  const navigate = useNavigate();
  // Read in render and kept: StrictMode's second render and the replace below see the same token.
  const [token] = useState(() => tokenOf(location.hash));
  const hasHash = location.hash !== '';
  useEffect(() => {
    if (!hasHash) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state as unknown },
    );
  }, [hasHash, location.pathname, location.search, location.state, navigate]);
  return token;
};
