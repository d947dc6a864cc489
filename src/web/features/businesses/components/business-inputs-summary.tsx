import { useTranslation } from 'react-i18next';
import type { CalculatorInput } from '#engine/inputs';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';

/** The 12 calculator answers as a definition list, labelled in the current language. */
export const BusinessInputsSummary = ({ inputs }: { inputs: CalculatorInput }) => {
  const { i18n } = useTranslation();
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  const number = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {CALCULATOR_FIELDS.map((field) => {
        const value = inputs[field.name];
        const shown =
          typeof value === 'number'
            ? number.format(value)
            : (field.options.find((option) => option.value === value)?.label[language] ?? value);
        return (
          <div key={field.name} className="rounded-lg border border-line bg-surface px-4 py-3">
            <dt className="text-sm text-ink-muted">{field.label[language]}</dt>
            <dd className="font-medium text-ink">{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
};
