import { clsx } from 'clsx';
import { cloneElement, isValidElement, type ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-muted',
  ghost: 'text-ink hover:bg-muted',
  destructive: 'bg-danger-700 text-white hover:bg-danger-800',
} as const;

// Minimum heights, not fixed ones: a label longer than the window (Turkish, at 320 px) wraps
// inside a taller button instead of pushing the page sideways (WCAG 1.4.10).
const SIZES = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the single child (a link) with button styles. */
  asChild?: boolean;
};

export const buttonClassName = (
  variant: keyof typeof VARIANTS = 'primary',
  size: keyof typeof SIZES = 'md',
) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-md text-center font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

/**
 * What Radix Slot does for `asChild`, in a few lines (the Button is on every first load, the Slot
 * package is not, docs/decisions/009): the child gets the button's props, classes joined, styles
 * merged, and event handlers on both run, the child's first.
 */
const renderAsChild = ({ children, ...slotProps }: AnyProps & { children?: unknown }) => {
  if (!isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
      };
    }
  }
  merged.className = clsx(
    slotProps.className as string | undefined,
    childProps.className as string,
  );
  merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  return cloneElement(children, merged);
};

export const Button = ({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) => {
  if (asChild)
    return renderAsChild({ ...props, className: clsx(buttonClassName(variant, size), className) });
  return (
    <button
      type={type ?? 'button'}
      className={clsx(buttonClassName(variant, size), className)}
      {...props}
    />
  );
};
