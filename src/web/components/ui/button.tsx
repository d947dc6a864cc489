import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-muted',
  ghost: 'text-ink hover:bg-muted',
  destructive: 'bg-danger-700 text-white hover:bg-danger-800',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
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
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );

export const Button = ({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) => {
  if (asChild)
    return <Slot.Root className={clsx(buttonClassName(variant, size), className)} {...props} />;
  return (
    <button
      type={type ?? 'button'}
      className={clsx(buttonClassName(variant, size), className)}
      {...props}
    />
  );
};
