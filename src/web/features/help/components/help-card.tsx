import type { ReactNode } from 'react';

type HelpCardProps = {
  /** The anchor: `#<id>` scrolls here and focuses the heading (use-hash-target.ts). */
  id: string;
  title: string;
  /** The heading's level where the card stands: under the page's h1 or under a topic's h2. */
  heading: 'h2' | 'h3';
  headingClassName: string;
  children: ReactNode;
};

/** One help item (a tutorial, an article) as a card that a `#<id>` link opens on. */
export const HelpCard = ({
  id,
  title,
  heading: Heading,
  headingClassName,
  children,
}: HelpCardProps) => {
  const headingId = `${id}-title`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-line bg-surface p-5"
    >
      <Heading id={headingId} tabIndex={-1} data-hash-focus className={headingClassName}>
        {title}
      </Heading>
      {children}
    </article>
  );
};
