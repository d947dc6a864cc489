import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEWSLETTER_CONSENT_MESSAGE,
  NEWSLETTER_NAME_MAX_LENGTH,
  NEWSLETTER_NAME_TOO_LONG_MESSAGE,
} from '#shared/contracts/newsletter';
import { useValidationMessage } from '#web/lib/use-validation-message';

/** The subscribe schema's English messages in the reader's language (spec section 5's texts). */
export const useNewsletterValidationMessage = () => {
  const { t } = useTranslation('newsletter');
  const translateShared = useValidationMessage();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === NEWSLETTER_CONSENT_MESSAGE) return t('validation.consent');
      if (message === NEWSLETTER_NAME_TOO_LONG_MESSAGE)
        return t('validation.nameTooLong', { max: NEWSLETTER_NAME_MAX_LENGTH });
      return translateShared(message);
    },
    [t, translateShared],
  );
};
