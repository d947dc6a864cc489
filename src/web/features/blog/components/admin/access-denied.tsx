import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { paths } from '#shared/routes';

/**
 * Spec section 2's access-denied page, in place (the address stays /blog-admin): the texts of the
 * /error page's 403, so both say the same.
 */
export const AccessDenied = () => {
  const { t } = useTranslation('errors');
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-danger-700" />
      <PageHeader title={t('page.titles.accessDenied')} size="compact" />
      <p className="max-w-prose text-lg text-ink-muted">{t('page.descriptions.accessDenied')}</p>
      <p className="text-sm text-ink-muted">{t('page.codeLabel', { code: '403' })}</p>
      <Link to={paths.home} className={buttonClassName('secondary', 'lg')}>
        {t('page.goHome')}
      </Link>
    </div>
  );
};
