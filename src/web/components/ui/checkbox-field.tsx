import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it (the whole label toggles it), and its hint and error. */
export const CheckboxField = ({
  id,
  label,
  hint,
  error,
  className,
  ...props
}: CheckboxFieldProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="flex items-start gap-2 text-ink">
        <input
          id={id}
          type="checkbox"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-4 shrink-0 accent-primary"
          {...props}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="pl-6 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
};
