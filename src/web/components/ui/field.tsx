import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** What a field gives its control: its id and the ids of the texts that describe it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Words after the label for an optional field ("(optional)"). */
  optionalNote?: string | undefined;
  className?: string;
  /** The control, given the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The look of every text-like control (input, select, textarea), red when it has an error. */
export const controlClassName = (hasError: boolean, className?: string) =>
  clsx(
    'w-full rounded-md border bg-surface px-3 text-base text-ink placeholder:text-ink-subtle',
    hasError ? 'border-danger-700' : 'border-line-strong',
    className,
  );

/**
 * One form field: label, the control, its hint and its error, the hint and error named by the
 * control's aria-describedby so a screen reader reads them with it.
 */
export const Field = ({
  id,
  label,
  hint,
  error,
  optionalNote,
  className,
  children,
}: FieldProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optionalNote ? (
          <span className="ml-1 font-normal text-ink-muted">{optionalNote}</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
};
