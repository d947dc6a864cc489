import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
} from '#shared/contracts/email-auth';
import { useValidationMessage } from '#web/lib/use-validation-message';

/**
 * Translates the e-mail account schemas' English messages, then everything the shared
 * translator knows (password length, required, passwords must match).
 */
export const useAuthValidationMessage = () => {
  const { t } = useTranslation('auth');
  const translateShared = useValidationMessage();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === DISPLAY_NAME_TOO_LONG_MESSAGE)
        return t('validation.displayNameTooLong', { max: DISPLAY_NAME_MAX_LENGTH });
      return translateShared(message);
    },
    [t, translateShared],
  );
};
