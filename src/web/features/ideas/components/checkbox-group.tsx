import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '#web/components/ui/checkbox-field';

type CheckboxGroupProps = {
  idPrefix: string;
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  /** react-hook-form's registration of the list field: every box shares it. */
  registration: UseFormRegisterReturn;
};

/** A set of tick boxes named by its legend; none ticked means "any". */
export const CheckboxGroup = ({
  idPrefix,
  legend,
  hint,
  options,
  registration,
}: CheckboxGroupProps) => (
  <fieldset aria-describedby={`${idPrefix}-hint`} className="min-w-0">
    <legend className="text-sm font-medium text-ink">{legend}</legend>
    <p id={`${idPrefix}-hint`} className="text-sm text-ink-muted">
      {hint}
    </p>
    <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          id={`${idPrefix}-${option.value}`}
          label={option.label}
          value={option.value}
          size="md"
          className="min-h-10 justify-center"
          {...registration}
        />
      ))}
    </div>
  </fieldset>
);
