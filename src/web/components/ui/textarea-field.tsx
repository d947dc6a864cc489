import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { controlClassName, Field } from './field';

export type TextareaFieldProps = ComponentProps<'textarea'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Markdown or code: fixed-width and a size smaller, so a long body keeps its shape. */
  isCode?: boolean;
};

/** A labelled multi-line text box with its hint and error tied to it. */
export const TextareaField = ({
  id,
  label,
  hint,
  error,
  className,
  rows = 4,
  isCode = false,
  ...props
}: TextareaFieldProps) => (
  <Field id={id} label={label} hint={hint} error={error} className={className}>
    {(control) => (
      <textarea
        {...control}
        rows={rows}
        className={controlClassName(Boolean(error), clsx('py-2', isCode && 'font-mono text-sm'))}
        {...props}
      />
    )}
  </Field>
);
