import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKUP_MESSAGES } from '#shared/contracts/business-analyzer';
import { formatNumber, localeOf } from '#web/lib/format';

const TOO_LARGE = /^Must be no more than (\d+)$/;

/** Translates the English messages of the shared check-up schema; unknown ones pass through. */
export const useAnalyzerValidationMessage = () => {
  const { t, i18n } = useTranslation('businessAnalyzer');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      if (message === CHECKUP_MESSAGES.required) return t('validation.required');
      if (message === CHECKUP_MESSAGES.wholeNumber) return t('validation.wholeNumber');
      if (message === CHECKUP_MESSAGES.negative) return t('validation.negative');
      if (message === CHECKUP_MESSAGES.negativeCash) return t('validation.negativeCash');
      const large = TOO_LARGE.exec(message);
      if (large?.[1]) {
        const max = formatNumber(Number(large[1]), localeOf(i18n.language));
        return t('validation.tooLarge', { max });
      }
      return message;
    },
    [t, i18n.language],
  );
};
