import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button, buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

export const NOT_FOUND_REDIRECT_SECONDS = 10;

export const NotFoundPage = () => {
  const { t } = useTranslation(['pages', 'common']);
  useDocumentTitle(t('pages:notFound.title'));
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);
  // WCAG 2.2.1: a time limit the visitor can switch off.
  const [isStopped, setIsStopped] = useState(false);

  useEffect(() => {
    if (isStopped) return;
    const timer = window.setInterval(() => {
      setSecondsLeft((seconds) => Math.max(0, seconds - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isStopped]);

  if (secondsLeft === 0) return <Navigate to={paths.home} replace />;

  return (
    <PageContainer className="flex flex-col items-center gap-5 text-center">
      <Compass aria-hidden="true" className="size-12 text-primary" />
      <PageHeader title={t('pages:notFound.title')} size="compact" />
      <p className="text-lg text-ink-muted">{t('pages:notFound.description')}</p>
      {isStopped ? null : (
        <p className="text-ink-muted">{t('pages:notFound.countdown', { count: secondsLeft })}</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClassName('primary', 'lg')}>
          {t('common:actions.goHome')}
        </Link>
        {isStopped ? null : (
          <Button variant="secondary" size="lg" onClick={() => setIsStopped(true)}>
            {t('pages:notFound.stay')}
          </Button>
        )}
      </div>
    </PageContainer>
  );
};
