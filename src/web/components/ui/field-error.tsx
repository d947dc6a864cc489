import { clsx } from 'clsx';

/** A form field's error text, named by `id` so the control can point to it with aria-describedby. */
export const FieldError = ({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) =>
  error ? (
    <p id={id} className={clsx('text-sm font-medium text-danger-700', className)}>
      {error}
    </p>
  ) : null;
