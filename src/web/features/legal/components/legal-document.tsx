import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageTitleClassName } from '#web/components/ui/page-header';
import type { LegalBlock } from '../legal-blocks';
import { useHashTarget } from '../hooks/use-hash-target';

export type LegalSection = {
  /** The anchor (`/privacy-policy#cookies`); also the heading's id. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
  /** Links or actions shown under the section's text. */
  after?: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) and how it reads in the current language. */
  updated: { iso: string; text: string };
  tocLabel: string;
  sections: readonly LegalSection[];
};

const Block = ({ block }: { block: LegalBlock }) =>
  block.kind === 'paragraph' ? (
    <p className="text-ink-muted">{block.text}</p>
  ) : (
    <ul className="list-disc space-y-1 pl-6 text-ink-muted">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

/** A policy page: title, date, a table of contents of in-page links, and numbered sections. */
export const LegalDocument = ({
  title,
  intro,
  updated,
  tocLabel,
  sections,
}: LegalDocumentProps) => {
  useHashTarget();
  return (
    <article aria-labelledby="legal-title">
      <h1 id="legal-title" className={pageTitleClassName()}>
        {title}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      <p className="mt-4 text-lg text-ink-muted">{intro}</p>

      <nav aria-labelledby="legal-toc" className="mt-8 rounded-lg border border-line p-4">
        <h2 id="legal-toc" className="text-lg font-semibold text-ink">
          {tocLabel}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                to={`#${section.id}`}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                {section.heading}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="mt-10 flex flex-col gap-3"
        >
          {/* Focusable by script only, so an in-page link can move focus here (use-hash-target). */}
          <h2
            id={section.id}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold text-ink outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {index + 1}. {section.heading}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
          {section.after}
        </section>
      ))}
    </article>
  );
};
