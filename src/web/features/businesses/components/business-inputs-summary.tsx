import type { CalculatorInput } from '#engine/index';
import { CALCULATOR_FIELDS } from '#shared/calculator/fields';
import { Card } from '#web/components/ui/card';
import { useFieldText } from '#web/lib/field-text';

/** The calculator answers as a definition list, labelled in the current language. */
export const BusinessInputsSummary = ({ inputs }: { inputs: CalculatorInput }) => {
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
