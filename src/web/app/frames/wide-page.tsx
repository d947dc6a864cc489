import type { ReactNode } from 'react';

type WidePageProps = {
  /** The title block: back link, h1 and a line about the page. */
  header: ReactNode;
  /** Beside the title block, at its end (a page's main button). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The wide column of the analyses pages: a title block above the content. */
export const WidePage = ({ header, aside, children }: WidePageProps) => {
  const titleBlock = <div className="flex flex-col gap-2">{header}</div>;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      {aside ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {titleBlock}
          {aside}
        </div>
      ) : (
        titleBlock
      )}
      {children}
    </div>
  );
};
