import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRACK_RECORD_MIN_ANSWERS } from '#shared/contracts/follow-ups';
import { ErrorState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton, SkeletonState } from '#web/components/ui/skeleton';
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
        <ErrorState
          title={t('record.loadError.title')}
          message={describeError(record.error)}
          isRetrying={record.isFetching}
          onRetry={() => void record.refetch()}
          className="mt-8"
        />
      );
    return (
      <SkeletonState label={t('record.loading')} className="mt-8">
        <Skeleton className="h-64 rounded-xl" />
      </SkeletonState>
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
