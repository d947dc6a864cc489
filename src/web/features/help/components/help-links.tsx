import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpLink } from '../content/types';

export const helpLinkClassName =
  'font-medium text-primary underline underline-offset-4 hover:text-primary-strong';

/** "Read more" links of a help item, named by the list they are in. */
export const HelpLinks = ({ links }: { links: readonly HelpLink[] | undefined }) => {
  const { t } = useTranslation('help');
  if (!links || links.length === 0) return null;
  return (
    <ul aria-label={t('links.readMore')} className="mt-3 flex flex-col gap-1.5">
      {links.map((link) => (
        <li key={link.to} className="flex items-start gap-1.5">
          <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          <Link to={link.to} className={helpLinkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
};
