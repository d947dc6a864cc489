import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { helpLinkClassName } from './help-links';

/** A link to an item on the same page that keeps the query (e.g. a filter) and moves focus there. */
export const AnchorLink = ({ id, children }: { id: string; children: ReactNode }) => {
  const { search } = useLocation();
  return (
    <Link to={{ search, hash: id }} className={helpLinkClassName}>
      {children}
    </Link>
  );
};
