import { Lock, OctagonX, SearchX, ServerCrash, ShieldAlert, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SUPPORT_EMAIL } from '#shared/constants';
import { Button, buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { useReconnect } from '#web/features/connectivity/hooks/use-reconnect';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

export type ErrorKind =
  | 'authRequired'
  | 'accessDenied'
  | 'notFound'
  | 'serverError'
  | 'connectionError'
  | 'applicationError';

// Query text is shown as plain text and kept short so a crafted link cannot fill the page.
export const MAX_QUERY_TEXT = 300;
const MAX_CODE_LENGTH = 10;

export const errorKindFor = (code: string | null): ErrorKind => {
  const status = Number(code);
  if (status === 401) return 'authRequired';
  if (status === 403) return 'accessDenied';
  if (status === 404) return 'notFound';
  if (status === 503) return 'connectionError';
  if (status >= 500 && status < 600) return 'serverError';
  return 'applicationError';
};

const ICONS = {
  authRequired: Lock,
  accessDenied: ShieldAlert,
  notFound: SearchX,
  serverError: ServerCrash,
  connectionError: WifiOff,
  applicationError: OctagonX,
} as const satisfies Record<ErrorKind, unknown>;

const queryText = (value: string | null, maxLength: number) =>
  value?.trim().slice(0, maxLength) || null;

/** "Try again" on the connection error page: back to the page that failed once the server answers. */
const RetryButton = () => {
  const { t } = useTranslation('errors');
  const reconnect = useReconnect();
  const navigate = useNavigate();
  const [isRetrying, setIsRetrying] = useState(false);
  const onRetry = async () => {
    setIsRetrying(true);
    const isBack = await reconnect();
    setIsRetrying(false);
    if (!isBack) return;
    // The page before /error is the one that failed; with no history, start from home.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <Button size="lg" disabled={isRetrying} onClick={() => void onRetry()}>
      {t('page.tryAgain')}
    </Button>
  );
};

/** The /error page: `code`, `message` and `description` come from the query (spec section 2). */
export const ErrorPage = () => {
  const { t } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const code = queryText(searchParams.get('code'), MAX_CODE_LENGTH);
  const kind = errorKindFor(code);
  const defaultTitle = t(`page.titles.${kind}`);
  const title = queryText(searchParams.get('message'), MAX_QUERY_TEXT) ?? defaultTitle;
  const description =
    queryText(searchParams.get('description'), MAX_QUERY_TEXT) ??
    t(`page.descriptions.${kind}`, { email: SUPPORT_EMAIL });
  useDocumentTitle(defaultTitle);
  const Icon = ICONS[kind];

  return (
    <PageContainer className="flex flex-col items-center gap-5 text-center">
      <Icon aria-hidden="true" className="size-12 text-danger-700" />
      <PageHeader title={title} size="compact" />
      <p className="max-w-prose text-lg break-words text-ink-muted">{description}</p>
      {code ? <p className="text-sm text-ink-muted">{t('page.codeLabel', { code })}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {kind === 'authRequired' ? (
          <Link to={paths.auth} className={buttonClassName('primary', 'lg')}>
            {t('page.signIn')}
          </Link>
        ) : null}
        {kind === 'serverError' ? (
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('page.refresh')}
          </Button>
        ) : null}
        {kind === 'connectionError' ? <RetryButton /> : null}
        <Link to={paths.home} className={buttonClassName('secondary', 'lg')}>
          {t('page.goHome')}
        </Link>
      </div>
    </PageContainer>
  );
};
