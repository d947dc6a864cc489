import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The centred reading column of text pages. */
export const PageContainer = ({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) => (
  <div className={clsx('mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16', className)}>
    {children}
  </div>
);
