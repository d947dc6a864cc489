import type { UseFormRegisterReturn } from 'react-hook-form';

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
        <label
          key={option.value}
          htmlFor={`${idPrefix}-${option.value}`}
          className="flex min-h-10 items-center gap-2 text-ink"
        >
          <input
            id={`${idPrefix}-${option.value}`}
            type="checkbox"
            value={option.value}
            className="size-5 shrink-0 accent-primary"
            {...registration}
          />
          <span className="min-w-0 break-words">{option.label}</span>
        </label>
      ))}
    </div>
  </fieldset>
);
