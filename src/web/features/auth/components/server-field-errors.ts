import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client';

/** Puts the server's `fieldErrors` on the form fields they name (unknown names are ignored). */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
) => {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'USERNAME_TAKEN' && !error.fieldErrors) {
    const username = fieldNames.find((name) => name === 'username');
    if (username) setError(username, { type: 'server', message: error.message });
    return;
  }
  for (const name of fieldNames) {
    const message = error.fieldErrors?.[name]?.[0];
    if (message) setError(name, { type: 'server', message });
  }
};
