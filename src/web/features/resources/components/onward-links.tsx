import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCE_PAGE_PATHS, type ResourcePage } from '../resource-pages';

/**
 * Where to go next, for the pages without the site footer (/templates, /case-studies): a small
 * navigation region at the end of the page.
 */
export const OnwardLinks = ({ pages }: { pages: readonly ResourcePage[] }) => {
  const { t } = useTranslation('resources');
  return (
    <nav aria-labelledby="onward-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="onward-heading" className="text-lg font-semibold text-ink">
        {t('onward.heading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={RESOURCE_PAGE_PATHS[page]}
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
            >
              {t(`links.${page}.label`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
