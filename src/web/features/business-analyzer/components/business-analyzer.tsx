import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyCurrency } from '#shared/money/currencies';
import { ErrorState } from '#web/components/ui/load-states';
import { PageSection } from '#web/components/ui/page-section';
import { Spinner } from '#web/components/ui/spinner';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateCheckup } from '../api/create-checkup';
import { useCheckups } from '../api/find-checkups';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';
import { CheckupForm } from './checkup-form';
import { CheckupHistory } from './checkup-history';
import { CheckupResult } from './checkup-result';

export type BusinessAnalyzerProps = {
  businessId: string;
  /** The currency a first check-up starts in (the business's location's own). */
  defaultCurrency: MoneyCurrency;
};

/** One business's check-ups: the figures form, the latest result and the history. */
export const BusinessAnalyzer = ({ businessId, defaultCurrency }: BusinessAnalyzerProps) => {
  const { t } = useTranslation('businessAnalyzer');
  const format = useAnalyzerFormat();
  const errorMessage = useErrorMessage();
  const checkups = useCheckups(businessId);
  const createCheckup = useCreateCheckup(businessId);
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const [isSaved, setIsSaved] = useState(false);
  // Take keyboard and screen-reader users to what they asked for, once the new result is on screen:
  // an effect after the commit, not a frame after the request, which a slow machine can reach
  // before the heading exists (CI did, twice).
  const latestId = checkups.data?.[0]?.id;
  const resultToFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!isSaved || resultToFocus.current !== latestId) return;
    resultToFocus.current = null;
    resultHeading.current?.focus();
  }, [isSaved, latestId]);

  if (checkups.isPending) return <Spinner />;
  if (checkups.isError) {
    return (
      <ErrorState
        message={
          <>
            {t('state.loadFailed')} {errorMessage(checkups.error)}
          </>
        }
        onRetry={() => void checkups.refetch()}
      />
    );
  }
  const [latest] = checkups.data;
  const onSubmit = async (figures: Parameters<typeof createCheckup.mutateAsync>[0]) => {
    setIsSaved(false);
    const checkup = await createCheckup.mutateAsync(figures);
    resultToFocus.current = checkup.id;
    setIsSaved(true);
  };
  return (
    <div className="flex flex-col gap-12">
      <PageSection id="analyzer-form" heading={t('form.heading')} className="flex flex-col gap-4">
        <p className="text-ink-muted">{t('form.intro')}</p>
        <CheckupForm
          defaultValues={latest?.figures}
          defaultCurrency={defaultCurrency}
          onSubmit={onSubmit}
        />
        <p role="status" className="text-sm font-medium text-primary">
          {isSaved ? t('form.saved') : ''}
        </p>
      </PageSection>
      {latest ? (
        <>
          <div className="flex flex-col gap-10">
            <p
              ref={resultHeading}
              tabIndex={-1}
              className="rounded-md bg-muted px-4 py-3 font-semibold text-ink"
              data-testid="analyzer-result-heading"
            >
              {t('result.heading', { date: format.dateTime(latest.createdAt) })}
            </p>
            <CheckupResult key={latest.id} checkup={latest} />
          </div>
          <CheckupHistory checkups={checkups.data} />
        </>
      ) : (
        <PageSection id="analyzer-empty" heading={t('state.emptyHeading')}>
          <p className="mt-2 text-ink-muted">{t('state.emptyBody')}</p>
        </PageSection>
      )}
    </div>
  );
};
