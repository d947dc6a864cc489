import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const LEGAL_LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

type LegalLink =
  | { kind: 'route'; to: string; label: string }
  | { kind: 'mail'; address: string }
  | { kind: 'action'; onClick: () => void; label: string };

const render = (link: LegalLink): ReactNode => {
  if (link.kind === 'route') {
    return (
      <Link to={link.to} className={LEGAL_LINK_CLASS}>
        {link.label}
      </Link>
    );
  }
  if (link.kind === 'mail') {
    return (
      <a href={`mailto:${link.address}`} className={LEGAL_LINK_CLASS}>
        {link.address}
      </a>
    );
  }
  return (
    <button type="button" onClick={link.onClick} className={`${LEGAL_LINK_CLASS} text-left`}>
      {link.label}
    </button>
  );
};

/** The ways to act on a section (open a page, write, change a setting), one per line. */
export const LegalLinks = ({ links }: { links: readonly LegalLink[] }) => (
  <ul className="flex flex-col gap-1">
    {links.map((link) => (
      <li key={link.kind === 'mail' ? link.address : link.label}>{render(link)}</li>
    ))}
  </ul>
);
