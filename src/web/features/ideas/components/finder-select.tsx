import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { FieldError } from '#web/components/ui/field-error';

type FinderSelectProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The first, empty option ("Choose…" or "Either"). */
  emptyLabel?: string;
};

/** A labelled select with its error tied to it (the form's required and optional choices). */
export const FinderSelect = ({
  id,
  label,
  error,
  options,
  emptyLabel,
  ...props
}: FinderSelectProps) => (
  <div className="flex min-w-0 flex-col gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
    </label>
    <select
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={clsx(
        'h-11 w-full min-w-0 rounded-md border bg-surface px-3 text-base text-ink',
        error ? 'border-danger-700' : 'border-line-strong',
      )}
      {...props}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
    <FieldError id={`${id}-error`} error={error} />
  </div>
);
