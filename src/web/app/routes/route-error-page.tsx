import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/**
 * What the application error boundary (app-routes.tsx) shows for a render or page-loading failure
 * instead of a blank page. It replaces the layout, so it brings its own <main>.
 */
export const RouteErrorPage = () => {
  const { t } = useTranslation('errors');
  const title = t('page.titles.applicationError');
  useDocumentTitle(title);

  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <PageContainer className="flex flex-col items-center gap-5 text-center">
        <PageHeader title={title} size="compact" />
        <p className="max-w-prose text-lg text-ink-muted">
          {t('page.descriptions.applicationError', { email: SUPPORT_EMAIL })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('page.refresh')}
          </Button>
          <Button asChild size="lg" variant="secondary">
            {/* A full page load: the router that failed is not trusted to navigate. */}
            <a href="/">{t('page.goHome')}</a>
          </Button>
        </div>
      </PageContainer>
    </main>
  );
};
