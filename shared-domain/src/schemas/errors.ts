// zod failures in the API's 400 shape ({field: [messages], non_field_errors: [...]}).
import type { z } from 'zod';

export const NON_FIELD_ERRORS = 'non_field_errors';

export type FieldErrors = Record<string, string[]>;

/**
 * Issues keyed by their path joined with '.', form-level issues under non_field_errors; each
 * message once per field, in the order zod reported them.
 */
export function zodErrorToFieldErrors(error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
    const messages = (result[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return result;
}
