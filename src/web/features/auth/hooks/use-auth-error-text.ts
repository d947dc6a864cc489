import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-errors';
import { localeOf } from '#web/lib/format';
import { useErrorMessage } from '#web/lib/use-error-message';

const SECONDS_PER_MINUTE = 60;

const retryAfterSecondsOf = (error: ApiError): number | null => {
  const body = error.responseBody;
  if (typeof body !== 'object' || body === null || !('retryAfterSeconds' in body)) return null;
  const seconds = body.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
};

/**
 * The text of a failed sign-in, sign-up or link request: `errors.<CODE>`, and for RATE_LIMITED
 * the wait the server named ("try again in 5 minutes"), in the reader's language.
 */
export const useAuthErrorText = () => {
  const { t, i18n } = useTranslation('auth');
  const describeError = useErrorMessage();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        const seconds = retryAfterSecondsOf(error);
        if (seconds === null) return describeError(error);
        const isMinutes = seconds >= SECONDS_PER_MINUTE;
        const wait = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage), {
          style: 'unit',
          unit: isMinutes ? 'minute' : 'second',
          unitDisplay: 'long',
        }).format(isMinutes ? Math.ceil(seconds / SECONDS_PER_MINUTE) : seconds);
        return t('errors.rateLimited', { wait });
      }
      return describeError(error);
    },
    [describeError, i18n.resolvedLanguage, t],
  );
};
