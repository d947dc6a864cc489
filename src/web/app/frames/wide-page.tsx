import type { ReactNode } from 'react';

/** The wide column of the analyses pages: the page's header (a PageHeader) above the content. */
export const WidePage = ({ header, children }: { header: ReactNode; children: ReactNode }) => (
  <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
    {header}
    {children}
  </div>
);
