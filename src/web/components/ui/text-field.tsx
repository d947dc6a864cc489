import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '#web/components/ui/field-error';

export type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shown inside the input's right edge (a show-password toggle). */
  trailing?: ReactNode;
};

/** A labelled input with its hint and error tied to it by aria-describedby. */
export const TextField = ({
  id,
  label,
  hint,
  error,
  trailing,
  className,
  ...props
}: TextFieldProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            'h-11 w-full rounded-md border bg-surface px-3 text-base text-ink placeholder:text-ink-subtle',
            trailing ? 'pr-12' : null,
            error ? 'border-danger-700' : 'border-line-strong',
          )}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
};
