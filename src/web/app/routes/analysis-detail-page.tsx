import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Report } from '#shared/contracts/reports';
import type { MoneyCurrency } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useReport } from '#web/features/reports/api/get-analysis-report';
import { formatMomentDate } from '#web/lib/calendar-date';
import { useAnalysisDocument } from '#web/features/reports/components/analysis-document';
import { ReportView } from '#web/features/reports/components/analysis-report-view';
import { PdfDownloadButton } from '#web/features/export/components/pdf-download-button';
import { InsightsPanel } from '#web/features/insights/components/insights-panel';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useBusinesses } from '#web/features/businesses/api/find-businesses';
import { currencyOfBusiness } from '#web/features/businesses/business-currency';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { ApiError } from '#web/lib/api-client';
import { localeOf } from '#web/lib/format';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { BackLink } from '../frames/back-link';
import { PageContainer } from '../frames/page-container';

/**
 * The report, its PDF and its insights, with every amount in the business's own currency: the
 * engine's dollars written at the dated rate named under the title (issue 34, item 7). The PDF is
 * made inside the same view, so the download says what the page says.
 */
const LoadedReport = ({ analysis }: { analysis: Report }) => {
  // Already loaded by the business guard: no request of its own.
  const { user } = useAuth();
  const businesses = useBusinesses(user?.id ?? null).data;
  const currency = currencyOfBusiness(businesses, analysis.businessId);
  return (
    <MoneyViewProvider view={moneyViewOf(currency)}>
      <ReportInView analysis={analysis} currency={currency} />
    </MoneyViewProvider>
  );
};

const ReportInView = ({ analysis, currency }: { analysis: Report; currency: MoneyCurrency }) => {
  const { t, i18n } = useTranslation('reports');
  const getDocument = useAnalysisDocument(analysis);
  return (
    <>
      <PageHeader
        title={analysis.title}
        lead={
          <>
            {t('title')} ·{' '}
            {t('detail.createdOn', {
              date: formatMomentDate(analysis.createdAt, localeOf(i18n.resolvedLanguage)),
            })}
          </>
        }
        spacing="snug"
        leadSize="md"
      >
        <ConversionNote currency={currency} amount={null} className="text-sm text-ink-muted" />
        <div>
          <PdfDownloadButton
            getDocument={getDocument}
            label={t('detail.export')}
            busyLabel={t('detail.exporting')}
          />
        </div>
      </PageHeader>
      <ReportView
        analysis={analysis}
        insights={<InsightsPanel businessId={analysis.businessId} />}
      />
    </>
  );
};

/** /analysis/{id}: one saved analysis, every section, the action plan and the PDF export. */
export const AnalysisDetailPage = () => {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  const analysis = useReport(id);
  useDocumentTitle(analysis.data ? `${analysis.data.title} · ${t('title')}` : t('title'));
  const notFound =
    analysis.error instanceof ApiError &&
    (analysis.error.code === 'NOT_FOUND' || analysis.error.code === 'VALIDATION_FAILED');
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <BackLink to={paths.analysis} label={t('detail.back')} />
      {analysis.data ? (
        <LoadedReport analysis={analysis.data} />
      ) : analysis.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <PageHeader title={t('title')} size="compact" />
          <p className="text-danger-700">
            {notFound ? t('detail.notFound') : t('detail.loadFailed')}
          </p>
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void analysis.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </div>
      ) : (
        <Spinner />
      )}
    </PageContainer>
  );
};
