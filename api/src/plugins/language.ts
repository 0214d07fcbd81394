// The language of each request: the first supported language of Accept-Language, else the stored
// preference of the signed-in user, else English. It is kept in AsyncLocalStorage for the
// request, and shared-i18n reads every message in it (setLocaleContext), whatever runs where.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, preferredLocale, type Locale } from 'shared-i18n';
import { setLocaleContext } from 'shared-i18n/server';

export interface RequestLanguage {
  locale: Locale;
  /** Chosen by Accept-Language: the signed-in user's preference does not replace it. */
  fromHeader: boolean;
  /** A message was read in it: the answer says its language (Content-Language, Vary). */
  used: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    language: RequestLanguage;
  }
}

const storage = new AsyncLocalStorage<RequestLanguage>();
/** The methods Fastify never reads a body for. */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);
const resources = new WeakMap<FastifyRequest, AsyncResource>();

setLocaleContext(() => {
  const language = storage.getStore();
  if (!language) return undefined;
  language.used = true;
  return language.locale;
});

/** The first supported language of an Accept-Language header (a `q=0` entry is a refusal). */
export function headerLocale(header: string | string[] | undefined): Locale | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value.split(',').filter((tag) => !/;\s*q=0(\.0*)?\s*$/i.test(tag));
  return preferredLocale(tags);
}

/** Runs `fn` with its messages read in `locale` (an e-mail in its recipient's language). */
export function inLanguage<T>(locale: Locale, fn: () => T): T {
  return storage.run({ locale, fromHeader: true, used: false }, fn);
}

/** Runs `fn` in the request's language, where Fastify's own callbacks may have lost it. */
export function inRequestLanguage<T>(request: FastifyRequest, fn: () => T): T {
  return request.language ? storage.run(request.language, fn) : fn();
}

/** The signed-in user's stored language, unless the request named a supported one. */
export function adoptUserLocale(request: FastifyRequest, locale: Locale): void {
  if (request.language && !request.language.fromHeader) request.language.locale = locale;
}

/**
 * Binds an async iterable's steps (a streamed CSV read after the handler returned) to the
 * request's language.
 */
export async function* inLanguageOf<T>(
  request: FastifyRequest,
  source: AsyncIterable<T>,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const step = await inRequestLanguage(request, () => iterator.next());
      if (step.done) return;
      yield step.value;
    }
  } finally {
    // A client that left closes the stream: the source ends too, and frees what it holds.
    await iterator.return?.();
  }
}

/** Adds `value` to the Vary header, keeping what is there. */
function vary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const listed = current === undefined ? '' : String(current);
  if (listed.split(',').some((each) => each.trim().toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', listed ? `${listed}, ${value}` : value);
}

export default fp(
  async (app) => {
    app.decorateRequest('language', null as unknown as RequestLanguage);

    // Everything after this hook runs inside the request's store; the body parser's callbacks
    // come from the socket, so validation is put back into it (preValidation).
    app.addHook('onRequest', (request, _reply, done) => {
      const locale = headerLocale(request.headers['accept-language']);
      const language: RequestLanguage = {
        locale: locale ?? DEFAULT_LOCALE,
        fromHeader: locale !== null,
        used: false,
      };
      request.language = language;
      storage.run(language, () => {
        // A GET or HEAD is never parsed for a body: every later step follows from this one.
        if (!BODYLESS.has(request.method))
          resources.set(request, new AsyncResource('linguadesk-language'));
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const resource = resources.get(request);
      if (resource) resource.runInAsyncScope(done);
      else done();
    });

    // Every error answer carries a message; a success answer says its language when it read one.
    app.addHook('onSend', (request, reply, payload, done) => {
      const language = request.language;
      if (language && (language.used || reply.statusCode >= 400)) {
        reply.header('content-language', language.locale);
        vary(reply, 'Accept-Language');
      }
      done(null, payload);
    });
  },
  { name: 'language' },
);
