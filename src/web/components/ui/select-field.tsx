import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  hint?: string;
};

/** A labelled select (its options are the children), with its hint tied to it by aria-describedby. */
export const SelectField = ({ id, label, hint, className, ...props }: SelectFieldProps) => (
  <div className={clsx('flex flex-col gap-1.5', className)}>
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
    </label>
    <select
      id={id}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className="h-11 w-full rounded-md border border-line-strong bg-surface px-3 text-base text-ink"
      {...props}
    />
    {hint ? (
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
    ) : null}
  </div>
);
