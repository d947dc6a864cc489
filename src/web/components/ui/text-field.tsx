import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { controlClassName, Field } from './field';

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
}: TextFieldProps) => (
  <Field id={id} label={label} hint={hint} error={error} className={className}>
    {(control) => (
      <div className="relative">
        <input
          {...control}
          className={controlClassName(Boolean(error), clsx('h-11', trailing ? 'pr-12' : null))}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
    )}
  </Field>
);
