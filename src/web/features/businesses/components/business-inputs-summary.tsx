import type { CalculatorInput } from '#engine/index';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';
import { Card } from '#web/components/ui/card';
import { currencyForLocation, fromUsd } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { useFieldText } from '#web/lib/field-text';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';

/** The answers, labelled in the current language; capital in the view's currency. */
const InputsList = ({ inputs }: { inputs: CalculatorInput }) => {
  const fieldText = useFieldText();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {CALCULATOR_FIELDS.map((field) => {
        const value = inputs[field.name];
        // An optional answer the user left out is not listed.
        if (value === undefined) return null;
        return (
          <Card key={field.name} padding="row">
            <dt className="text-sm text-ink-muted">{fieldText.label(field.name)}</dt>
            <dd className="font-medium text-ink">{fieldText.value(field.name, value)}</dd>
          </Card>
        );
      })}
    </dl>
  );
};

/**
 * The calculator answers as a definition list, the capital in the business's own currency (its
 * location's, issue 34 item 7) with the conversion to the model's dollars named under it.
 */
export const BusinessInputsSummary = ({ inputs }: { inputs: CalculatorInput }) => {
  const currency = currencyForLocation(inputs.location);
  return (
    <MoneyViewProvider view={moneyViewOf(currency)}>
      <InputsList inputs={inputs} />
      <ConversionNote
        currency={currency}
        amount={fromUsd(inputs.capitalInvestment, currency)}
        usd={inputs.capitalInvestment}
        className="mt-3 text-sm text-ink-muted"
      />
    </MoneyViewProvider>
  );
};
