import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error';

/** The box: `sm` beside small text and in dense lists, `md` beside body text and in tables. */
const BOX = {
  sm: { box: 'size-4', gap: 'gap-2', indent: 'pl-6' },
  md: { box: 'size-5', gap: 'gap-3', indent: 'pl-8' },
} as const;

export type CheckboxSize = keyof typeof BOX;

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & { size?: CheckboxSize };

/**
 * The box alone, for a pick with no label beside it (a table row's, named by aria-label); a box
 * with a label is a CheckboxField.
 */
export const Checkbox = ({ size = 'sm', className, ...props }: CheckboxProps) => (
  <input
    type="checkbox"
    className={clsx(BOX[size].box, 'shrink-0 accent-primary', className)}
    {...props}
  />
);

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  size?: CheckboxSize;
  /** The field's box and text size (`text-sm`), border or margin. */
  className?: string;
};

/**
 * A checkbox with its label beside it (the whole label toggles it), and its hint and error under
 * the label, both named by the box's aria-describedby.
 */
export const CheckboxField = ({
  id,
  label,
  hint,
  error,
  size = 'sm',
  className,
  ...props
}: CheckboxFieldProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const look = BOX[size];
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={clsx('flex items-start text-ink', look.gap)}>
        {/* One line high, so the box stays level with the label's first line at any text size. */}
        <span className="flex h-[1lh] shrink-0 items-center">
          <Checkbox
            id={id}
            size={size}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            {...props}
          />
        </span>
        <span className="min-w-0 break-words">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className={clsx('text-sm text-ink-muted', look.indent)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className={look.indent} />
    </div>
  );
};
