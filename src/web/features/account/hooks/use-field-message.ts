import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorText } from '#shared/error-texts';
import { useValidationMessage } from '#web/lib/use-validation-message';

/**
 * A field error in the reader's language. The shared schemas speak English: the common texts have
 * translation keys; the account's own (an https photo address, the display name's limit) are
 * looked up in the shared error texts the server uses for the same messages.
 */
export const useFieldMessage = () => {
  const translate = useValidationMessage();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  return useCallback(
    (message: string | undefined): string | undefined => {
      const translated = translate(message);
      return translated === undefined ? undefined : translateErrorText(translated, language);
    },
    [translate, language],
  );
};
