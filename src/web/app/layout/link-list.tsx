import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkItem = { to: string; label: string };

type LinkListProps = {
  links: readonly LinkItem[];
  className: string;
  linkClassName: string;
  /** Items after the links (a footer's button). */
  children?: ReactNode;
};

/** A list of in-app links, one item each. */
export const LinkList = ({ links, className, linkClassName, children }: LinkListProps) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.to}>
        <Link to={link.to} className={linkClassName}>
          {link.label}
        </Link>
      </li>
    ))}
    {children}
  </ul>
);
