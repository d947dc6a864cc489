import type { CalculatorInput } from '#engine/index';
import type { MoneyEntry } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';

/**
 * The starting capital as the founder typed it, with the dollars the model used and the rate's
 * source when it was typed in lira or euros (issue 34, item 7).
 */
export const ResultCapital = ({ input, entry }: { input: CalculatorInput; entry: MoneyEntry }) => {
  const fieldText = useFieldText();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="result-capital">
      <p className="text-ink">
        <span className="text-ink-muted">{fieldText.label('capitalInvestment')}: </span>
        <span className="font-semibold">{format.moneyIn(entry.amount, entry.currency)}</span>
      </p>
      <ConversionNote
        currency={entry.currency}
        amount={entry.amount}
        usd={input.capitalInvestment}
        className="text-ink-muted"
      />
    </div>
  );
};
