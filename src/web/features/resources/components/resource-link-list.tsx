import { Link } from 'react-router';

export type ResourceLink = {
  key: string;
  label: string;
  description: string;
  /** An app path (client-side link) or an external address (opens in a new tab). */
  href: string;
  isExternal?: boolean;
};

const linkClassName =
  'font-semibold text-primary underline underline-offset-4 hover:text-primary-strong';

/** Links with a one-line description each; external ones say that they open a new tab. */
export const ResourceLinkList = ({
  links,
  newTabLabel,
}: {
  links: readonly ResourceLink[];
  newTabLabel: string;
}) => (
  <ul className="mt-4 flex flex-col gap-4">
    {links.map((link) => (
      <li key={link.key} className="flex flex-col gap-1">
        {link.isExternal ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {link.label} <span className="sr-only">{newTabLabel}</span>
          </a>
        ) : (
          <Link to={link.href} className={linkClassName}>
            {link.label}
          </Link>
        )}
        <span className="text-ink-muted">{link.description}</span>
      </li>
    ))}
  </ul>
);
