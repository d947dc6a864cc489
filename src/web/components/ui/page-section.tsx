import type { ReactNode } from 'react';

type PageSectionProps = {
  /** The heading's id; the section is named by it (aria-labelledby). */
  id: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

/** A titled part of a page: a section named by its h2. */
export const PageSection = ({
  id,
  heading,
  className,
  headingClassName = 'text-xl font-semibold text-ink',
  children,
}: PageSectionProps) => (
  <section aria-labelledby={id} className={className}>
    <h2 id={id} className={headingClassName}>
      {heading}
    </h2>
    {children}
  </section>
);
