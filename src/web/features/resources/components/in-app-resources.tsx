import { useTranslation } from 'react-i18next';
import { RESOURCE_PAGE_PATHS, type ResourcePage } from '../resource-pages';
import { ResourceLinkList } from './resource-link-list';

/** The app's own learning pages, in the order a new founder would use them. */
const IN_APP: readonly ResourcePage[] = [
  'successScore',
  'knowledgeBase',
  'tutorials',
  'templates',
  'caseStudies',
  'blog',
  'faq',
  'help',
];

/** The app's learning pages, each with a line on what it holds. */
export const InAppResources = () => {
  const { t } = useTranslation('resources');
  return (
    <ResourceLinkList
      newTabLabel={t('newTab')}
      links={IN_APP.map((page) => ({
        key: page,
        href: RESOURCE_PAGE_PATHS[page],
        label: t(`links.${page}.label`),
        description: t(`links.${page}.description`),
      }))}
    />
  );
};
