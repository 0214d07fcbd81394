// Text the database cannot store is refused once, here, for every route: a NUL character or
// invalid UTF-8 in the query, the path or the body answers 400 with a field error before any
// route runs (PostgreSQL refuses NUL in text mid-request: an export would stop after its header).
// So is a body nested too deeply or holding too many values, before validation walks it.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { NON_FIELD_ERRORS } from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import { API_ENGLISH, t } from '../i18n';
import { fieldErrors } from '../lib/errors';

export const TEXT_INPUT_MESSAGES = texts(t, 'textInput', {
  nul: API_ENGLISH.textInput.nul,
  utf8: API_ENGLISH.textInput.utf8,
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's bytes were not valid UTF-8 (set by the JSON parser). */
    bodyNotUtf8?: boolean;
  }
}

/** A UTF-16 surrogate without its pair: text that has no UTF-8 form. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const REPLACEMENT = '\ufffd';

type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string) {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** How deep a JSON body may nest, and how many values it may hold: far beyond any route's body. */
const JSON_LIMITS = { depth: 32, values: 10_000 } as const;

/** Read in the request's language each time. */
export const JSON_SHAPE_MESSAGES = {
  get tooDeep(): string {
    return t('textInput.tooDeep', { depth: JSON_LIMITS.depth });
  },
  get tooManyValues(): string {
    return t('textInput.tooManyValues', { count: JSON_LIMITS.values });
  },
};

/** A body whose shape alone is refused: walking it further (or validating it) would be the attack. */
class ShapeRefused extends Error {}

/**
 * Every string of a parsed value, with its field path (a.b.0, as validation errors name it). A
 * loop over a stack, not recursion: a body nested thousands of levels deep must not exhaust the
 * call stack. `bounded`: refuse a value deeper or larger than JSON_LIMITS (request bodies).
 */
function checkValue(
  root: unknown,
  errors: Errors,
  { replacedBytes, bounded }: { replacedBytes: boolean; bounded: boolean },
) {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value: root, field: '', depth: 0 },
  ];
  let values = 0;
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (bounded) {
      values += 1;
      if (values > JSON_LIMITS.values) throw new ShapeRefused(JSON_SHAPE_MESSAGES.tooManyValues);
      if (depth > JSON_LIMITS.depth) throw new ShapeRefused(JSON_SHAPE_MESSAGES.tooDeep);
    }
    if (typeof value === 'string') {
      if (value.includes('\0')) add(errors, field || NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.nul);
      if (LONE_SURROGATE.test(value) || (replacedBytes && value.includes(REPLACEMENT))) {
        add(errors, field || NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.utf8);
      }
    } else if (value && typeof value === 'object') {
      const size = Array.isArray(value) ? value.length : Object.keys(value).length;
      if (bounded && values + stack.length + size > JSON_LIMITS.values) {
        throw new ShapeRefused(JSON_SHAPE_MESSAGES.tooManyValues);
      }
      const entries = Array.isArray(value)
        ? value.map((item, i) => [String(i), item] as const)
        : Object.entries(value);
      // Pushed in reverse, so fields are reported in the body's order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, field: field ? `${field}.${key}` : key, depth: depth + 1 });
      }
    }
  }
}

/** A query string's key or value as the query parser reads it ('+' is a space). */
const decodeQueryText = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

/**
 * Query fields whose percent-encoding is not UTF-8 (the query parser leaves such a value as its raw
 * text, so "%FF" would be searched for literally).
 */
function undecodableQueryFields(request: FastifyRequest): string[] {
  const at = request.url.indexOf('?');
  // Only a percent sign can fail to decode.
  if (at < 0 || !request.url.includes('%', at)) return [];
  const fields: string[] = [];
  for (const pair of request.url.slice(at + 1).split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s);
    let key = rawKey;
    try {
      key = decodeQueryText(rawKey);
      decodeQueryText(rawValue);
    } catch {
      fields.push(key || NON_FIELD_ERRORS);
    }
  }
  return fields;
}

export default fp(
  async (app) => {
    // A callback hook: most requests pass, and need no promise to say so.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkRequest(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'text-input' },
);

/** Throws the field errors of a request's text, if any. */
function checkRequest(request: FastifyRequest): void {
  const errors: Errors = {};
  for (const field of undecodableQueryFields(request)) add(errors, field, TEXT_INPUT_MESSAGES.utf8);
  checkValue(request.params, errors, { replacedBytes: false, bounded: false });
  checkValue(request.query, errors, { replacedBytes: false, bounded: false });
  try {
    checkValue(request.body, errors, {
      replacedBytes: request.bodyNotUtf8 === true,
      bounded: true,
    });
  } catch (error) {
    if (error instanceof ShapeRefused) throw fieldErrors({ [NON_FIELD_ERRORS]: [error.message] });
    throw error;
  }
  if (request.bodyNotUtf8 && !Object.keys(errors).length) {
    // The bad bytes were in a key or between values: no field to name.
    add(errors, NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.utf8);
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}
