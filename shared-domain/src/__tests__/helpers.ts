import type { z } from 'zod';
import { type FieldErrors } from '../index';
import { zodErrorToFieldErrors } from '../schemas';

/** The field errors a schema reports for input, or the parsed value under `data`. */
export function check(schema: z.ZodType, input: unknown): { data?: unknown; errors?: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: zodErrorToFieldErrors(result.error) };
}

export function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const { errors } = check(schema, input);
  if (!errors) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return errors;
}

export function dataOf<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected success, got ${JSON.stringify(zodErrorToFieldErrors(result.error))}`);
  }
  return result.data;
}
