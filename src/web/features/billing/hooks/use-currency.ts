import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '#shared/catalogue';

/** Lira for Turkish readers, dollars otherwise, until the reader picks the other one. */
export const useCurrency = () => {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const byLanguage: Currency = (i18n.resolvedLanguage ?? i18n.language) === 'tr' ? 'TRY' : 'USD';
  return [chosen ?? byLanguage, setChosen] as const;
};
