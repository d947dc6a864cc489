import { clsx } from 'clsx';

/** The header's link style, highlighted on the current page. */
export const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-primary-soft text-primary-strong'
      : 'text-ink-muted hover:bg-muted hover:text-ink',
  );
