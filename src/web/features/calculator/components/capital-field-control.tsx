import { useTranslation } from 'react-i18next';
import type { CalculatorField } from '#shared/calculator/fields';
import { fromUsd } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { CurrencySelect } from '#web/components/money/currency-select';
import { useFormatters } from '#web/lib/use-formatters';
import { CAPITAL_CURRENCY_KEY, capitalCurrencyOf, capitalEntryOf } from '../capital-currency';
import type { FieldErrorKind } from '../form-resolver';
import type { useCalculatorFormState } from '../hooks/use-calculator-form-state';
import { CalculatorFieldControl } from './calculator-field-control';

type CapitalFieldControlProps = {
  field: CalculatorField;
  form: ReturnType<typeof useCalculatorFormState>;
  /** What is wrong with the amount, when it is invalid. */
  errorKind: FieldErrorKind | null;
};

/**
 * Starting capital in the founder's currency: the amount, the currency beside it (the location's
 * own until chosen), and under both the dollars the model will use with the rate's source
 * (issue 34, item 7). The range error is written in the field's currency.
 */
export const CapitalFieldControl = ({ field, form, errorKind }: CapitalFieldControlProps) => {
  const { t } = useTranslation('calculator');
  const format = useFormatters();
  const currency = capitalCurrencyOf(form.values);
  const noteId = `calculator-${field.name}-conversion`;
  const describedBy = currency === 'USD' ? undefined : noteId;
  const bound = (usd: number | undefined) => format.moneyIn(fromUsd(usd ?? 0, currency), currency);
  const typed = capitalEntryOf(form.values)?.amount;
  return (
    <div className="grid gap-x-4 gap-y-2 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
      <CalculatorFieldControl
        field={field}
        value={form.values[field.name] ?? ''}
        onValueChange={(value) => {
          // The currency shown while typing stays, even if the location changes later.
          if (!form.getValues()[CAPITAL_CURRENCY_KEY]) {
            form.setValue(CAPITAL_CURRENCY_KEY, currency, []);
          }
          form.setValue(field.name, value);
        }}
        error={
          errorKind
            ? t(`fieldErrors.${errorKind}`, { min: bound(field.min), max: bound(field.max) })
            : undefined
        }
        unit={currency}
        describedBy={describedBy}
      />
      <CurrencySelect
        id="calculator-capitalCurrency"
        value={currency}
        onChange={(next) => form.setValue(CAPITAL_CURRENCY_KEY, next, [field.name])}
        describedBy={describedBy}
      />
      <ConversionNote
        id={noteId}
        currency={currency}
        amount={typed !== undefined && typed >= 0 ? typed : null}
        className="text-sm text-ink-muted sm:col-span-2"
      />
    </div>
  );
};
