import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from './api-errors';

/** A user-facing text for any failure: `errors.<CODE>`, the server's message if a code is unknown. */
export const useErrorMessage = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown, fallback?: string): string => {
      if (error instanceof ApiError) return t(error.code, { defaultValue: error.message });
      if (error instanceof NetworkError) return t('NETWORK');
      return fallback ?? t('UNKNOWN');
    },
    [t],
  );
};
