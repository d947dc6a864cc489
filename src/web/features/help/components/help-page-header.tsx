import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { PageHeader } from '#web/components/ui/page-header';
import { helpLinkClassName } from './help-links';

/** A help page's title, introduction and a way back to the help center's search. */
export const HelpPageHeader = ({ title, intro }: { title: string; intro: string }) => {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <p className="mt-4 flex items-center gap-2">
        <Search aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <Link to={paths.help} className={helpLinkClassName}>
          {t('links.searchHelp')}
        </Link>
      </p>
    </>
  );
};
