import { clsx } from 'clsx';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorField } from '#shared/calculator/fields';
import { useFieldText } from '#web/lib/field-text';
import { FieldError } from '#web/components/ui/field-error';

type CalculatorFieldControlProps = {
  field: CalculatorField;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text, when the field is invalid. */
  error: string | undefined;
  /** The unit the number is typed in, when not the field's own (capital in lira or euros). */
  unit?: string;
  /** A further element describing the control (capital's conversion note). */
  describedBy?: string;
};

const controlClassName = (hasError: boolean) =>
  clsx(
    'h-11 w-full rounded-md border bg-surface px-3 text-base text-ink',
    hasError ? 'border-danger-700' : 'border-line-strong',
  );

/** One calculator field: label with required mark, help text, the control and its error. */
export const CalculatorFieldControl = ({
  field,
  value,
  onValueChange,
  error,
  unit,
  describedBy,
}: CalculatorFieldControlProps) => {
  const { t } = useTranslation('calculator');
  const fieldText = useFieldText();
  const id = `calculator-${field.name}`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-required': field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, describedBy, error ? errorId : undefined]
      .filter(Boolean)
      .join(' '),
    className: controlClassName(Boolean(error)),
    name: field.name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onValueChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {fieldText.labelWithUnit(unit ? { ...field, unit } : field)}
        {field.required ? (
          <span className="ml-1 text-danger-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({t('required')})</span>
          </span>
        ) : (
          <span className="ml-1 font-normal text-ink-muted">({t('optional')})</span>
        )}
      </label>
      {field.type === 'select' ? (
        <select {...common}>
          <option value="">{t('choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {fieldText.option(field.name, option.value)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step="any"
          autoComplete="off"
        />
      )}
      <p id={helpId} className="text-sm text-ink-muted">
        {fieldText.help(field.name)}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
