import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client';

/**
 * Puts an API failure next to the field it concerns: the server's `fieldErrors`, and the codes
 * that are about one field (a wrong current password). Returns whether any field got an error,
 * so the caller shows the rest (a toast) only when none did.
 */
export const applyApiFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: { names: readonly Path<T>[]; byCode?: Partial<Record<string, Path<T>>> },
): boolean => {
  if (!(error instanceof ApiError)) return false;
  const codeField = fields.byCode?.[error.code];
  if (codeField) {
    setError(codeField, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  let isApplied = false;
  for (const name of fields.names) {
    const message = error.fieldErrors?.[name]?.[0];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
};
