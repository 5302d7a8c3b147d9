import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-fetch';

/**
 * Puts the server's `details.fieldErrors` under the matching form fields.
 * Returns true when at least one field took an error, so callers can skip a general alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = fields.find((f) => f === field);
    if (!target || messages.length === 0) continue;
    setError(target, { type: 'server', message: messages.join(' ') }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
