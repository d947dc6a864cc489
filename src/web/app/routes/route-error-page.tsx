import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageContainer } from './page-container';

/** The router's errorElement: a render or loading failure shows this instead of a blank page. */
export const RouteErrorPage = () => {
  const { t } = useTranslation(['pages', 'errors', 'common']);
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <PageContainer className="flex flex-col items-center gap-5 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {t('pages:error.titles.applicationError')}
        </h1>
        <p className="text-lg text-ink-muted">{t('errors:UNKNOWN')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('common:actions.refresh')}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="/">{t('common:actions.goHome')}</a>
          </Button>
        </div>
      </PageContainer>
    </main>
  );
};
