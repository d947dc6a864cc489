import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextCode } from '#engine/index';
import { engineText } from '#web/lib/engine-text';
import { useFieldText } from '#web/lib/field-text';

/** Translates engine text codes and names fields in the current language. */
export const useEngineText = () => {
  const { t } = useTranslation('engine');
  const fieldText = useFieldText();
  const text = useCallback(
    (entry: TextCode) => engineText(t, entry, fieldText.context),
    [t, fieldText],
  );
  return { text, label: fieldText.label, value: fieldText.value, locale: fieldText.locale };
};
