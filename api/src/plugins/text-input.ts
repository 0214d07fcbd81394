// Text the database cannot store is refused once, here, for every route: a NUL character or
// invalid UTF-8 in the query, the path or the body answers 400 with a field error before any
// route runs (PostgreSQL refuses NUL in text mid-request: an export would stop after its header).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { NON_FIELD_ERRORS } from 'shared-domain/schemas';
import { fieldErrors } from '../lib/errors';

export const TEXT_INPUT_MESSAGES = {
  nul: 'Null characters are not allowed.',
  utf8: 'Enter valid UTF-8 text.',
} as const;

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

/** Every string of a parsed value, with its field path (a.b.0, as validation errors name it). */
function checkValue(value: unknown, field: string, errors: Errors, replacedBytes: boolean) {
  if (typeof value === 'string') {
    if (value.includes('\0')) add(errors, field || NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.nul);
    if (LONE_SURROGATE.test(value) || (replacedBytes && value.includes(REPLACEMENT))) {
      add(errors, field || NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.utf8);
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      checkValue(item, field ? `${field}.${i}` : String(i), errors, replacedBytes),
    );
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkValue(item, field ? `${field}.${key}` : key, errors, replacedBytes);
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
  if (at < 0) return [];
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
    app.addHook('preValidation', async (request) => {
      const errors: Errors = {};
      for (const field of undecodableQueryFields(request))
        add(errors, field, TEXT_INPUT_MESSAGES.utf8);
      checkValue(request.params, '', errors, false);
      checkValue(request.query, '', errors, false);
      checkValue(request.body, '', errors, request.bodyNotUtf8 === true);
      if (request.bodyNotUtf8 && !Object.keys(errors).length) {
        // The bad bytes were in a key or between values: no field to name.
        add(errors, NON_FIELD_ERRORS, TEXT_INPUT_MESSAGES.utf8);
      }
      if (Object.keys(errors).length) throw fieldErrors(errors);
    });
  },
  { name: 'text-input' },
);
