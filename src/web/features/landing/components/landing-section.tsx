import type { ReactNode } from 'react';
import { pageTitleClassName } from '#web/components/ui/page-header';

type LandingSectionProps = {
  /** The h2's id; the section is named by it (aria-labelledby). */
  headingId: string;
  heading: string;
  /** The full-width band (border, background). */
  className?: string;
  /** The centred column inside the band. */
  columnClassName?: string;
  headingClassName?: string;
  children: ReactNode;
};

/** A band of the landing page: a section named by its h2, its content in a centred column. */
export const LandingSection = ({
  headingId,
  heading,
  className,
  columnClassName = 'mx-auto max-w-6xl px-4 py-16 sm:px-6',
  headingClassName = pageTitleClassName('compact'),
  children,
}: LandingSectionProps) => (
  <section aria-labelledby={headingId} className={className}>
    <div className={columnClassName}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </div>
  </section>
);
