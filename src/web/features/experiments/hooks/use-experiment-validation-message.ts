import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE,
  EVIDENCE_DATE_FUTURE_MESSAGE,
  SUCCESSES_OVER_TRIALS_MESSAGE,
} from '#shared/contracts/experiments';
import { formatNumber, localeOf } from '#web/lib/format';
import { useValidationMessage } from '#web/lib/use-validation-message';

// The contract's schemas speak English (one schema for form and server); these translate them.
const AT_LEAST = /^Must be at least (\d+)$/;
const AT_MOST = /^Must be no more than (\d+)$/;
const TOO_LONG = /^Must be no more than (\d+) characters$/;

const EXACT = {
  'Choose a kind of experiment': 'experiments:validation.kind',
  'Must be a number': 'experiments:validation.number',
  'Must be a whole number': 'experiments:validation.wholeNumber',
  'Must be a date (YYYY-MM-DD)': 'experiments:validation.date',
  [EVIDENCE_DATE_FUTURE_MESSAGE]: 'experiments:validation.future',
  [EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE]: 'experiments:validation.beforeDefinition',
  [SUCCESSES_OVER_TRIALS_MESSAGE]: 'experiments:validation.successesOverTrials',
} as const;

const isExact = (message: string): message is keyof typeof EXACT => message in EXACT;

/** Translates a validation message of the experiments contract (form or server); others pass on. */
export const useExperimentValidationMessage = () => {
  const { t, i18n } = useTranslation(['experiments', 'common']);
  const common = useValidationMessage();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      if (isExact(message)) return t(EXACT[message]);
      const count = (digits: string | undefined) => formatNumber(Number(digits), locale);
      const long = TOO_LONG.exec(message);
      if (long) return t('experiments:validation.tooLong', { max: count(long[1]) });
      const least = AT_LEAST.exec(message);
      if (least) return t('experiments:validation.atLeast', { min: count(least[1]) });
      const most = AT_MOST.exec(message);
      if (most) return t('experiments:validation.atMost', { max: count(most[1]) });
      return common(message);
    },
    [t, common, locale],
  );
};
