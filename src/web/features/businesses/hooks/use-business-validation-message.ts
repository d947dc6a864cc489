import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
} from '#shared/contracts/businesses';

// The shared schemas speak English (one schema for form and server); these translate them.
const TOO_LONG = /^Must be no more than \d+ characters$/;

export const useBusinessValidationMessage = () => {
  const { t } = useTranslation(['businesses', 'common']);
  return useCallback(
    (message: string | undefined, field: 'name' | 'description'): string | undefined => {
      if (!message) return undefined;
      if (TOO_LONG.test(message)) {
        return field === 'name'
          ? t('businesses:validation.nameTooLong', { max: BUSINESS_NAME_MAX_LENGTH })
          : t('businesses:validation.descriptionTooLong', { max: BUSINESS_DESCRIPTION_MAX_LENGTH });
      }
      if (message === 'This field is required') return t('common:validation.required');
      if (message === 'Must be text') return t('common:validation.mustBeText');
      if (message === 'Must not contain invalid characters')
        return t('common:validation.invalidCharacters');
      return message;
    },
    [t],
  );
};
