import type { ReactNode } from 'react';

type HelpSectionProps = {
  /** The anchor: `#<id>` scrolls here and focuses the heading (use-hash-target.ts). */
  id: string;
  title: string;
  className: string;
  headingClassName: string;
  children: ReactNode;
};

/** A group of help items (FAQ subject, knowledge-base topic) that the page's contents link to. */
export const HelpSection = ({
  id,
  title,
  className,
  headingClassName,
  children,
}: HelpSectionProps) => (
  <section id={id} aria-labelledby={`${id}-heading`} className={className}>
    <h2 id={`${id}-heading`} tabIndex={-1} data-hash-focus className={headingClassName}>
      {title}
    </h2>
    {children}
  </section>
);
