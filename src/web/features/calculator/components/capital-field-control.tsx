import type { CalculatorField } from '#shared/calculator/fields';
import type { MoneyCurrency } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { CurrencySelect } from '#web/components/money/currency-select';
import { CalculatorFieldControl } from './calculator-field-control';

type CapitalFieldControlProps = {
  field: CalculatorField;
  /** The amount as typed, in `currency`. */
  value: string;
  currency: MoneyCurrency;
  onValueChange: (value: string) => void;
  onCurrencyChange: (currency: MoneyCurrency) => void;
  error: string | undefined;
};

/**
 * Starting capital in the founder's currency: the amount, the currency beside it, and under both
 * the dollars the model will use with the rate's source (issue 34, item 7).
 */
export const CapitalFieldControl = ({
  field,
  value,
  currency,
  onValueChange,
  onCurrencyChange,
  error,
}: CapitalFieldControlProps) => {
  const noteId = `calculator-${field.name}-conversion`;
  const amount = Number(value);
  const typed = value.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
  const hasNote = currency !== 'USD';
  return (
    <div className="grid gap-x-4 gap-y-2 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
      <CalculatorFieldControl
        field={field}
        value={value}
        onValueChange={onValueChange}
        error={error}
        unit={currency}
        describedBy={hasNote ? noteId : undefined}
      />
      <CurrencySelect
        id="calculator-capitalCurrency"
        value={currency}
        onChange={onCurrencyChange}
        describedBy={hasNote ? noteId : undefined}
      />
      <ConversionNote
        id={noteId}
        currency={currency}
        amount={typed}
        className="text-sm text-ink-muted sm:col-span-2"
      />
    </div>
  );
};
