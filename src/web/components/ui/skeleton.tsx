import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A grey block where content will be; it pulses unless the reader asked for less motion. */
export const Skeleton = ({ className }: { className?: string }) => (
  <div
    aria-hidden="true"
    className={clsx('animate-pulse bg-muted motion-reduce:animate-none', className)}
  />
);

type SkeletonStateProps = {
  /** What is loading, read by screen readers ("Loading the market figures…"). */
  label: string;
  /** The grey blocks, in the shape of the content they stand for. */
  children: ReactNode;
  className?: string;
};

/**
 * While content loads in its place: grey blocks of its shape, so nothing jumps when it arrives, and
 * a status line that says what is loading (LoadState's spinner is for content of no fixed shape).
 */
export const SkeletonState = ({ label, children, className }: SkeletonStateProps) => (
  <div role="status" className={className}>
    <span className="sr-only">{label}</span>
    {children}
  </div>
);
