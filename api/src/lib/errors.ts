// Errors a handler throws to answer in the DRF shape ({detail} or {field: [messages]}).
import { API_MESSAGES } from 'shared-domain';
import { t } from '../i18n';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** The 404 answer, in the request's language. */
export const notFoundMessage = (): string => t('errors.notFound');

export function notFound(): ApiError {
  return new ApiError(404, { detail: notFoundMessage() });
}

export function forbidden(detail: string = API_MESSAGES.forbidden): ApiError {
  return new ApiError(403, { detail });
}

export function badRequest(detail: string): ApiError {
  return new ApiError(400, { detail });
}

export function fieldErrors(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errors);
}

export function notAuthenticated(detail = t('errors.notAuthenticated')): ApiError {
  return new ApiError(401, { detail, code: 'token_not_valid' });
}

export function throttled(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    { detail: t('errors.throttled', { seconds }) },
    { 'retry-after': String(seconds) },
  );
}

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
