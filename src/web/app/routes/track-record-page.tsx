import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRACK_RECORD_MIN_ANSWERS } from '#shared/contracts/follow-ups';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { useTrackRecord } from '#web/features/follow-ups/api/get-track-record';
import { TrackRecordMethod } from '#web/features/follow-ups/components/track-record-method';
import { TrackRecordView } from '#web/features/follow-ups/components/track-record-view';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useErrorMessage } from '#web/lib/use-error-message';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** /track-record (public): founders' answers beside the model's predictions, by band and horizon. */
export const TrackRecordPage = () => {
  const { t } = useTranslation('followUps');
  useDocumentTitle(t('record.title'));
  const describeError = useErrorMessage();
  const record = useTrackRecord();

  const content = (() => {
    if (record.data) return <TrackRecordView record={record.data} />;
    if (record.isError)
      return (
        <div
          role="alert"
          className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-line px-4 py-12 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-10 text-danger-700" />
          <h2 className="text-xl font-semibold text-ink">{t('record.loadError.title')}</h2>
          <p className="max-w-prose text-ink-muted">{describeError(record.error)}</p>
          <Button onClick={() => void record.refetch()} disabled={record.isFetching}>
            {record.isFetching ? t('record.loadError.retrying') : t('record.loadError.retry')}
          </Button>
        </div>
      );
    return (
      <div role="status" className="mt-8">
        <span className="sr-only">{t('record.loading')}</span>
        <div
          aria-hidden="true"
          className="h-64 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
        />
      </div>
    );
  })();

  return (
    <PageContainer>
      <PageHeader title={t('record.title')} lead={t('record.intro')} />
      <p className="mt-3">
        <Link
          to={paths.followUps}
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('record.answerLink')}
        </Link>
      </p>
      {content}
      <TrackRecordMethod minimum={record.data?.minimumAnswers ?? TRACK_RECORD_MIN_ANSWERS} />
    </PageContainer>
  );
};
