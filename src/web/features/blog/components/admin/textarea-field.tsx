import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { FieldError } from '#web/components/ui/field-error';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
};

/** A labelled textarea with its hint and error tied to it (as TextField does for inputs). */
export const TextareaField = ({
  id,
  label,
  hint,
  error,
  className,
  ...props
}: TextareaFieldProps) => {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(
          'w-full rounded-md border bg-surface px-3 py-2 text-base text-ink',
          error ? 'border-danger-700' : 'border-line-strong',
          className,
        )}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};
