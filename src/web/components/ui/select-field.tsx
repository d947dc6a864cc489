import type { ComponentProps } from 'react';
import { controlClassName, Field } from './field';

export type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled select (its options are the children), with its hint and error tied to it. */
export const SelectField = ({ id, label, hint, error, className, ...props }: SelectFieldProps) => (
  <Field id={id} label={label} hint={hint} error={error} className={className}>
    {(control) => (
      <select {...control} className={controlClassName(Boolean(error), 'h-11')} {...props} />
    )}
  </Field>
);
