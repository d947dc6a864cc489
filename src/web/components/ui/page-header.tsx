import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The page title's style, for the few titles that are not in a PageHeader (a result's h1). */
export const pageTitleClassName = 'text-3xl font-bold tracking-tight text-ink sm:text-4xl';

type PageHeaderProps = {
  title: ReactNode;
  /** A line about the page, under the title. */
  lead?: ReactNode;
  /** Above the title: a link back to the list the page belongs to. */
  back?: ReactNode;
  /** Beside the title block, at its end (a page's main button). */
  actions?: ReactNode;
  className?: string;
};

/** A page's title block: back link, h1 and lead, with the page's actions beside it. */
export const PageHeader = ({ title, lead, back, actions, className }: PageHeaderProps) => {
  const titleBlock = (
    <div className="flex flex-col gap-2">
      {back}
      <h1 className={clsx(pageTitleClassName, 'break-words')}>{title}</h1>
      {lead ? <p className="text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
  return (
    <header className={className}>
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {titleBlock}
          {actions}
        </div>
      ) : (
        titleBlock
      )}
    </header>
  );
};
