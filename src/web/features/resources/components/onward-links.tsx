import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type OnwardLink = { to: string; label: string };

/**
 * Where to go next, for the pages without the site footer (/templates, /case-studies): a small
 * navigation region at the end of the page.
 */
export const OnwardLinks = ({ links }: { links: readonly OnwardLink[] }) => {
  const { t } = useTranslation('resources');
  return (
    <nav aria-labelledby="onward-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="onward-heading" className="text-lg font-semibold text-ink">
        {t('onward.heading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
