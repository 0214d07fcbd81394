// Turns whatever a call threw into one plain shape, so each entry of the error catalogue
// (spec section 8) is a small table over status, body and "no response".
import type { HTTPError, NetworkError, TimeoutError } from 'ky';
import { COMMON_MESSAGES } from './messages';

export interface NormalizedFailure {
  /** HTTP status when the server answered, else null. */
  status: number | null;
  /** Seconds until a 429 or 503 may be retried (Retry-After, else the throttle detail). */
  retryAfter?: number;
  /** The answer's parsed JSON (or text), when there was one. */
  body: unknown;
  /** No answer: the server could not be reached. */
  isNetwork: boolean;
  /** No answer within the client's timeout. */
  isTimeout: boolean;
}

/** What a screen shows for a failure: the message, an optional second line, and per-field errors. */
export interface FailureMessage {
  message: string;
  detail?: string;
  fieldErrors: Record<string, string>;
}

// What browsers and Node say when fetch itself fails (ky 2 wraps these in NetworkError, plain
// fetch callers do not).
const FETCH_FAILURE =
  /failed to fetch|fetch failed|networkerror|network request failed|load failed/i;

interface KyErrors {
  HTTPError: HTTPError;
  NetworkError: NetworkError;
  TimeoutError: TimeoutError;
}

/**
 * Whether ky threw this error of that class. ky's own guards (`isHTTPError`...) answer true for an
 * instance of the class or an error of the same name (from another copy of ky); the name alone
 * answers the same for ky's errors, and importing the guards would bring ky's error classes to
 * the log-in page, which fetches ky only with its first request (http.ts). The tests check both
 * answer alike for every failure the client throws.
 */
function isKyError<Name extends keyof KyErrors>(
  error: unknown,
  name: Name,
): error is KyErrors[Name] {
  return typeof error === 'object' && error !== null && (error as Error).name === name;
}

/**
 * The client itself could not be fetched (the first request fetches ky: http.ts), which webpack
 * reports as a ChunkLoadError: the server could not be reached either.
 */
function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export function normalizeFailure(error: unknown): NormalizedFailure {
  if (isKyError(error, 'HTTPError')) {
    const failure: NormalizedFailure = {
      status: error.response.status,
      body: error.data,
      isNetwork: false,
      isTimeout: false,
    };
    const retryAfter = retryAfterOf(error.response.headers.get('retry-after'), error.data);
    if (retryAfter !== undefined) failure.retryAfter = retryAfter;
    return failure;
  }
  if (isKyError(error, 'TimeoutError')) {
    return { status: null, body: undefined, isNetwork: false, isTimeout: true };
  }
  const isNetwork =
    isKyError(error, 'NetworkError') ||
    (error instanceof TypeError && FETCH_FAILURE.test(error.message)) ||
    isChunkLoadFailure(error);
  return { status: null, body: undefined, isNetwork, isTimeout: false };
}

/** DRF's throttle detail: "Request was throttled. Expected available in 888 seconds." */
const THROTTLE_DETAIL = /available in (\d+) seconds?/i;

/** The wait the server asked for: its Retry-After header (in seconds), else its throttle detail. */
function retryAfterOf(header: string | null, body: unknown): number | undefined {
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header);
  const detail = bodyText(body, 'detail');
  const match = detail === undefined ? null : THROTTLE_DETAIL.exec(detail);
  return match ? Number(match[1]) : undefined;
}

export function noResponse(failure: NormalizedFailure): boolean {
  return failure.isNetwork || failure.isTimeout;
}

export function isServerError(failure: NormalizedFailure): boolean {
  return failure.status !== null && failure.status >= 500 && failure.status <= 599;
}

function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** The first of the named body fields that holds a non-empty string. */
export function bodyText(body: unknown, ...keys: string[]): string | undefined {
  const record = asRecord(body);
  for (const key of keys) {
    const value = record?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The server's one-line explanation, as DRF-style APIs send it. */
export function serverMessage(body: unknown): string | undefined {
  return bodyText(body, 'detail', 'message', 'error');
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

const NOT_FIELDS = new Set(['detail', 'message', 'error', 'code', 'success', 'valid', 'errors']);

/**
 * Per-field messages of a validation answer: DRF's `{field: [...]}` or a login-style
 * `{errors: {field: [...]}}`. `non_field_errors` is kept under its own key.
 */
export function fieldErrorLists(body: unknown): Record<string, string[]> {
  const record = asRecord(body);
  const source = asRecord(record?.errors) ?? record;
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(source ?? {})) {
    if (source === record && NOT_FIELDS.has(key)) continue;
    const messages = messagesOf(value);
    if (messages.length > 0) lists[key] = messages;
  }
  return lists;
}

/** The first message of each field, keys renamed where a form names its fields differently. */
export function firstFieldErrors(
  body: unknown,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrorLists(body))) {
    if (key === 'non_field_errors') continue;
    errors[rename[key] ?? key] = messages[0] as string;
  }
  return errors;
}

/** Every field's messages on one line: `field: a, b<separator>other: c`. */
export function joinFieldErrors(body: unknown, separator: string): string {
  return Object.entries(fieldErrorLists(body))
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join(separator);
}

/** One catalogue entry: messages by exact status, then 5xx, then no answer, then the rest. */
export interface MessageTable {
  byStatus?: Partial<Record<number, string>>;
  server?: string;
  noResponse?: string;
  /** Any other status; defaults to `fallback`. */
  otherStatus?: (failure: NormalizedFailure) => string;
  /** Neither an answer nor a network failure (a bug, an abort); defaults to `fallback`. */
  unexpected?: string;
  fallback: string;
}

export function messageFrom(failure: NormalizedFailure, table: MessageTable): string {
  if (failure.status !== null) {
    const exact = table.byStatus?.[failure.status];
    if (exact !== undefined) return exact;
    if (table.server !== undefined && isServerError(failure)) return table.server;
    return table.otherStatus?.(failure) ?? table.fallback;
  }
  if (noResponse(failure)) return table.noResponse ?? table.fallback;
  return table.unexpected ?? table.fallback;
}

export function plain(message: string, detail?: string): FailureMessage {
  return detail === undefined ? { message, fieldErrors: {} } : { message, detail, fieldErrors: {} };
}

/** A read's own texts: refused (403), missing (404), anything else. */
export interface ReadMessages {
  forbidden: string;
  notFound: string;
  fallback: string;
}

/** A failed read of a staff screen (users, staff lookup, schedule, the current user). */
export function readFailure(error: unknown, { forbidden, notFound, fallback }: ReadMessages) {
  return plain(
    messageFrom(normalizeFailure(error), {
      byStatus: { 401: COMMON_MESSAGES.authRequired, 403: forbidden, 404: notFound },
      server: COMMON_MESSAGES.serverError,
      noResponse: COMMON_MESSAGES.networkError,
      fallback,
    }),
  );
}
