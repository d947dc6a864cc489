import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

const SHAPE = {
  /** A list item, a figure, a summary. */
  item: 'rounded-lg',
  /** A page's panel: a form, a result's header, a feature's box. */
  panel: 'rounded-xl',
  /** Raised off the page: the box around a page's main form or its first content. */
  raised: 'rounded-2xl shadow-sm',
} as const;

/** The inner space; `sm-lg` is small on phones and large from the `sm` breakpoint on. */
const PADDING = {
  none: null,
  /** A one-line row of a list (a link, a figure and its value). */
  row: 'px-4 py-3',
  sm: 'p-4',
  md: 'p-5',
  lg: 'p-6',
  'sm-md': 'p-4 sm:p-5',
  'sm-lg': 'p-4 sm:p-6',
  'md-lg': 'p-5 sm:p-6',
} as const;

export type CardLook = {
  shape?: keyof typeof SHAPE;
  padding?: keyof typeof PADDING;
  /** Layout and spacing around the card (flex, gap, margin). */
  className?: string | undefined;
};

/** The bordered surface the app's panels, list items and summaries sit on (for links and lists). */
export const cardClassName = ({ shape = 'item', padding = 'sm', className }: CardLook = {}) =>
  clsx('border border-line bg-surface', SHAPE[shape], PADDING[padding], className);

type CardProps = Omit<ComponentProps<'section'>, 'ref'> &
  CardLook & {
    /** The element: a plain box, a named section, an article or a list item. */
    as?: 'div' | 'section' | 'article' | 'li' | 'header';
  };

/** A card: a bordered surface around one piece of content. */
export const Card = ({ as: Element = 'div', shape, padding, className, ...props }: CardProps) => (
  <Element className={cardClassName({ shape, padding, className })} {...props} />
);

/**
 * One article of a grid list (case studies, templates): a card of its own that fills its row's
 * height so the cards line up, named by its heading (`headingId`) for assistive technology.
 */
export const ArticleListItem = ({
  headingId,
  children,
}: {
  headingId: string;
  children: ReactNode;
}) => (
  <li className="min-w-0">
    <Card
      aria-labelledby={headingId}
      as="article"
      padding="md"
      className="flex h-full min-w-0 flex-col gap-3"
    >
      {children}
    </Card>
  </li>
);
