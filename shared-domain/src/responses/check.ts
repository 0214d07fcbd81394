// The client's check of an API answer against its response schema, in development and tests only.
//
// Call it with the schema behind the build's mode, so that a production build has no reference
// left to the schema and drops it (and the zod code it needs) from the bundle:
//
//   checkResponse(answer, process.env.NODE_ENV !== 'production' && groupRowSchema, 'GET /api/groups/1/')
//
// webpack replaces process.env.NODE_ENV with the build's mode, so in production the second
// argument is `false` and the function hands the answer back untouched.
import type { z } from 'zod';

/** An answer of the API that does not have the shape the screens were written for. */
export class ResponseShapeError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(what: string, issues: readonly z.core.$ZodIssue[]) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`${what} answered an unexpected shape: ${details}`);
    this.name = 'ResponseShapeError';
    this.issues = issues;
  }
}

/**
 * The answer, after checking it against `schema` when one is given (none in production). The
 * answer itself is returned, not zod's copy, so that development and production read the same
 * object.
 */
export function checkResponse<S extends z.ZodType>(
  answer: unknown,
  schema: S | false,
  what: string,
): z.infer<S> {
  if (schema) {
    const result = schema.safeParse(answer);
    if (!result.success) throw new ResponseShapeError(what, result.error.issues);
  }
  return answer as z.infer<S>;
}
