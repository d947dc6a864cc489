import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const PADDING = { sm: 'p-4', md: 'p-5', lg: 'p-4 sm:p-6' } as const;

/** The bordered surface the app's panels, list items and summaries sit on. */
export const cardClassName = (padding: keyof typeof PADDING = 'sm', className?: string) =>
  clsx('rounded-lg border border-line bg-surface', PADDING[padding], className);

type CardProps = Omit<ComponentProps<'section'>, 'ref'> & {
  /** The element: a plain box, a named section or an article in a list. */
  as?: 'div' | 'section' | 'article';
  padding?: keyof typeof PADDING;
};

/** A card: a bordered surface around one piece of content. */
export const Card = ({ as: Element = 'div', padding = 'sm', className, ...props }: CardProps) => (
  <Element className={cardClassName(padding, className)} {...props} />
);
