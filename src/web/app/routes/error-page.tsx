import { OctagonX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SUPPORT_EMAIL } from '#shared/constants';
import { Button, buttonClassName } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

type ErrorKind =
  | 'authRequired'
  | 'accessDenied'
  | 'notFound'
  | 'serverError'
  | 'connectionError'
  | 'applicationError';

// Query text is shown as plain text and kept short so a crafted link cannot fill the page.
const MAX_QUERY_TEXT = 300;

export const errorKindFor = (code: string | null): ErrorKind => {
  const status = Number(code);
  if (status === 401) return 'authRequired';
  if (status === 403) return 'accessDenied';
  if (status === 404) return 'notFound';
  if (status === 503) return 'connectionError';
  if (status >= 500 && status < 600) return 'serverError';
  return 'applicationError';
};

/** The /error page: `code`, `message` and `description` come from the query (spec section 2). */
export const ErrorPage = () => {
  const { t } = useTranslation(['pages', 'common']);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const kind = errorKindFor(code);
  const title =
    searchParams.get('message')?.slice(0, MAX_QUERY_TEXT) || t(`pages:error.titles.${kind}`);
  const description =
    searchParams.get('description')?.slice(0, MAX_QUERY_TEXT) ||
    t('pages:error.defaultDescription', { email: SUPPORT_EMAIL });
  useDocumentTitle(t(`pages:error.titles.${kind}`));

  return (
    <PageContainer className="flex flex-col items-center gap-5 text-center">
      <OctagonX aria-hidden="true" className="size-12 text-danger-700" />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="text-lg text-ink-muted">{description}</p>
      {code ? (
        <p className="text-sm text-ink-muted">
          {t('pages:error.codeLabel', { code: code.slice(0, 10) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {kind === 'authRequired' ? (
          <Link to={paths.auth} className={buttonClassName('primary', 'lg')}>
            {t('pages:error.signIn')}
          </Link>
        ) : null}
        {kind === 'serverError' || kind === 'connectionError' ? (
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('common:actions.refresh')}
          </Button>
        ) : null}
        <Link to={paths.home} className={buttonClassName('secondary', 'lg')}>
          {t('common:actions.goHome')}
        </Link>
      </div>
    </PageContainer>
  );
};
