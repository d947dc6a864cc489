import type { MoneyCurrency } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { CurrencySelect } from '#web/components/money/currency-select';

/**
 * The currency a simulator's amounts are typed and shown in, and the rate they become the
 * engine's dollars at (issue 34, item 7).
 */
export const SimulatorCurrency = ({
  id,
  currency,
  onChange,
}: {
  id: string;
  currency: MoneyCurrency;
  onChange: (currency: MoneyCurrency) => void;
}) => {
  const noteId = `${id}-conversion`;
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <CurrencySelect
        id={id}
        value={currency}
        onChange={onChange}
        className="max-w-xs"
        describedBy={currency === 'USD' ? undefined : noteId}
      />
      <ConversionNote
        id={noteId}
        currency={currency}
        amount={null}
        className="text-sm text-ink-muted"
      />
    </div>
  );
};
