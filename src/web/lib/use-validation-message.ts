import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, ERROR_MESSAGES } from '#shared/errors';
import {
  CHOOSE_OPTION_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from '#shared/validation-messages';

type FieldName = 'username' | 'password';

const fieldOf = (word: string): FieldName => (word === 'Username' ? 'username' : 'password');

// The shared schemas speak English (one schema for form and server); these patterns translate them.
const TOO_SHORT = /^(Username|Password) must be at least (\d+) characters$/;
const TOO_LONG = /^(Username|Password) must be no more than (\d+) characters$/;
const TOO_MANY_BYTES = /^(Username|Password) must be no more than (\d+) bytes$/;

/** Translates a validation message from the shared schemas or the server; unknown ones pass through. */
export const useValidationMessage = () => {
  const { t } = useTranslation(['common', 'errors']);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const short = TOO_SHORT.exec(message);
      if (short?.[1] && short[2]) {
        const field = t(`common:validation.fields.${fieldOf(short[1])}`);
        return t('common:validation.tooShort', { field, min: Number(short[2]) });
      }
      const long = TOO_LONG.exec(message);
      if (long?.[1] && long[2]) {
        const field = t(`common:validation.fields.${fieldOf(long[1])}`);
        return t('common:validation.tooLong', { field, max: Number(long[2]) });
      }
      const bytes = TOO_MANY_BYTES.exec(message);
      if (bytes?.[1] && bytes[2]) {
        const field = t(`common:validation.fields.${fieldOf(bytes[1])}`);
        return t('common:validation.tooManyBytes', { field, max: Number(bytes[2]) });
      }
      if (message === 'This field is required') return t('common:validation.required');
      if (message === 'Must be text') return t('common:validation.mustBeText');
      if (message === 'Must not contain invalid characters')
        return t('common:validation.invalidCharacters');
      if (message.startsWith('Username may contain only'))
        return t('common:validation.usernameCharacters');
      if (message === 'Passwords must match') return t('common:validation.passwordsMustMatch');
      if (message === EMAIL_REQUIRED_MESSAGE) return t('common:validation.emailRequired');
      if (message === EMAIL_INVALID_MESSAGE) return t('common:validation.emailInvalid');
      if (message === EMAIL_TOO_LONG_MESSAGE)
        return t('common:validation.emailTooLong', { max: EMAIL_MAX_LENGTH });
      if (message === CONTROL_CHARACTERS_MESSAGE) return t('common:validation.controlCharacters');
      if (message === CHOOSE_OPTION_MESSAGE) return t('common:validation.chooseOption');
      const code = ERROR_CODES.find((candidate) => ERROR_MESSAGES[candidate] === message);
      return code ? t(`errors:${code}`) : message;
    },
    [t],
  );
};
