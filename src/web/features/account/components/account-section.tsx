import type { ReactNode } from 'react';
import { cardClassName } from '#web/components/ui/card';
import { PageSection } from '#web/components/ui/page-section';

type AccountSectionProps = {
  /** The heading's id; the section is the region it names. */
  id: string;
  heading: string;
  description?: string;
  children: ReactNode;
};

/** One titled card of the account page. */
export const AccountSection = ({ id, heading, description, children }: AccountSectionProps) => (
  <PageSection
    id={id}
    heading={heading}
    className={cardClassName({
      shape: 'panel',
      padding: 'md-lg',
      className: 'flex flex-col gap-4',
    })}
  >
    {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
    {children}
  </PageSection>
);
