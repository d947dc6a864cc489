import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_MESSAGE_TOO_SHORT_MESSAGE,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_TOO_LONG_MESSAGE,
} from '#shared/contracts/contact';
import { CHOOSE_OPTION_MESSAGE } from '#shared/validation-messages';
import { useValidationMessage } from '#web/lib/use-validation-message';

/** The contact schema's English messages in the reader's language. */
export const useContactValidationMessage = () => {
  const { t } = useTranslation('contact');
  const translateShared = useValidationMessage();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === CONTACT_MESSAGE_TOO_SHORT_MESSAGE)
        return t('validation.messageTooShort', { min: CONTACT_MESSAGE_MIN_LENGTH });
      if (message === CONTACT_MESSAGE_TOO_LONG_MESSAGE)
        return t('validation.messageTooLong', { max: CONTACT_MESSAGE_MAX_LENGTH });
      if (message === CONTACT_NAME_TOO_LONG_MESSAGE)
        return t('validation.nameTooLong', { max: CONTACT_NAME_MAX_LENGTH });
      // The generic "choose an option" names the field here.
      if (message === CHOOSE_OPTION_MESSAGE) return t('validation.topic');
      return translateShared(message);
    },
    [t, translateShared],
  );
};
