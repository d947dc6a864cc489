import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TITLE_SIZE = {
  /** A page's title: larger from the `sm` breakpoint on. */
  page: 'text-3xl sm:text-4xl',
  /** The narrow pages' and the message pages' title (sign-in, not found, a saved result). */
  compact: 'text-3xl',
} as const;

export type TitleSize = keyof typeof TITLE_SIZE;

/** The page title's style, for the few titles a PageHeader does not fit (a message page's). */
export const pageTitleClassName = (size: TitleSize = 'page') =>
  clsx(TITLE_SIZE[size], 'font-bold tracking-tight text-ink');

/** Space between the back link, the title, the lead and the rest of the title block. */
const SPACING = { tight: 'gap-2', snug: 'gap-3', normal: 'gap-4' } as const;

const LEAD = {
  lg: 'text-lg break-words text-ink-muted',
  md: 'break-words text-ink-muted',
} as const;

type PageHeaderProps = {
  title: ReactNode;
  /** A line about the page, under the title. */
  lead?: ReactNode;
  /** Above the title: a link back to the list the page belongs to, or a note. */
  back?: ReactNode;
  /** Beside the title block, at its end (a page's main button). */
  actions?: ReactNode;
  /** Under the lead, inside the title block (a date, a second line). */
  children?: ReactNode;
  size?: TitleSize;
  spacing?: keyof typeof SPACING;
  leadSize?: keyof typeof LEAD;
  /** Keeps the title block to a reading width on a wide page. */
  isNarrow?: boolean;
  /** The h1's id (a region named by it) and test id. */
  titleId?: string;
  titleTestId?: string;
  /** Space around the header (a margin). */
  className?: string;
};

/** A page's title block: back link, h1, lead and more, with the page's actions beside it. */
export const PageHeader = ({
  title,
  lead,
  back,
  actions,
  children,
  size = 'page',
  spacing = 'normal',
  leadSize = 'lg',
  isNarrow = false,
  titleId,
  titleTestId,
  className,
}: PageHeaderProps) => {
  const titleBlock = (
    <div className={clsx('flex flex-col', SPACING[spacing], isNarrow && 'max-w-3xl')}>
      {back}
      <h1
        id={titleId}
        data-testid={titleTestId}
        className={clsx(pageTitleClassName(size), 'break-words')}
      >
        {title}
      </h1>
      {lead ? <p className={LEAD[leadSize]}>{lead}</p> : null}
      {children}
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
