import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { isTokensRequired, TokensRequiredNotice } from '#web/components/tokens-required-notice';
import { findPaidTool } from '#shared/catalogue';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/select-field';
import { toast } from '#web/lib/toast-store';
import { ApiError } from '#web/lib/api-client';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateReport } from '../api/create-analysis-report';
import { useReportText } from './report-text';

const ANALYSIS_COST = findPaidTool('comprehensiveAnalysis').tokenCost;

export type NewAnalysisFormProps = {
  businesses: readonly { id: string; name: string }[];
  /** The business chosen at first (the current one). */
  defaultBusinessId: string | null;
  onCreated: (analysisId: string) => void;
  /** Whether this site sells tokens now (null: not known yet): a 402's notice offers to buy only then. */
  canBuyTokens: boolean | null;
};

/** Choose one of your businesses and run a new analysis; explains a business without answers. */
export const NewAnalysisForm = ({
  businesses,
  defaultBusinessId,
  onCreated,
  canBuyTokens,
}: NewAnalysisFormProps) => {
  const { t } = useReportText();
  // Loaded with the form, so a 402's notice renders at once instead of waiting for its texts.
  const { t: tokensT } = useTranslation('tokens');
  const describeError = useErrorMessage();
  const selectId = useId();
  const headingId = useId();
  const costId = useId();
  const [businessId, setBusinessId] = useState(defaultBusinessId ?? businesses[0]?.id ?? '');
  const create = useCreateReport();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!businessId || create.isPending) return;
    create.mutate(businessId, {
      onSuccess: (report) => {
        toast({ title: t('start.created') });
        onCreated(report.id);
      },
    });
  };

  const missingInputs =
    create.error instanceof ApiError && create.error.code === 'ANALYSIS_INPUTS_MISSING';
  const linkClass = 'font-medium text-primary underline underline-offset-2';

  return (
    <Card aria-labelledby={headingId} as="section" padding="sm-lg">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('start.formHeading')}
      </h2>
      {businesses.length === 0 ? (
        <p className="mt-3 text-ink-muted">
          {t('start.noBusinesses')}{' '}
          <Link to={paths.businesses} className={linkClass}>
            {t('start.toBusinesses')}
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <SelectField
            id={selectId}
            label={t('start.business')}
            hint={t('start.businessHint')}
            value={businessId}
            onChange={(event) => {
              setBusinessId(event.target.value);
              create.reset();
            }}
          >
            {businesses.map((business) => (
              <option key={business.id} value={business.id}>
                {business.name}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col items-start gap-2">
            <Button
              type="submit"
              disabled={create.isPending}
              aria-busy={create.isPending}
              aria-describedby={costId}
            >
              {t('start.run')}
            </Button>
            <p id={costId} className="text-sm text-ink-muted">
              {tokensT('balance.analysisCost', { count: ANALYSIS_COST })}
            </p>
          </div>
          <div aria-live="polite">
            {create.isPending ? (
              <p role="status" className="flex items-center gap-3 text-ink-muted">
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
                />
                {t('start.running')}
              </p>
            ) : null}
          </div>
          {isTokensRequired(create.error) ? (
            <TokensRequiredNotice error={create.error} canBuy={canBuyTokens} />
          ) : create.isError ? (
            <div role="alert" className="flex flex-col gap-2 text-danger-700">
              <p>{missingInputs ? t('start.inputsMissing') : describeError(create.error)}</p>
              {missingInputs ? (
                <p className="flex flex-wrap gap-x-4 gap-y-1">
                  <Link to={paths.calculator} className={linkClass}>
                    {t('start.toCalculator')}
                  </Link>
                  <Link to={paths.businesses} className={linkClass}>
                    {t('start.toBusinesses')}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}
        </form>
      )}
    </Card>
  );
};
