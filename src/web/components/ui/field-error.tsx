/** A form field's error text, named by `id` so the control can point to it with aria-describedby. */
export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {error}
    </p>
  ) : null;
