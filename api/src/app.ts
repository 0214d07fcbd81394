// Builds the Fastify app: external plugins, then ours (errors, db, auth, mail, rate limits), then
// the routes. server.ts listens; tests call buildApp and use app.inject.
import { isUtf8 } from 'node:buffer';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { loadAllLocales } from 'shared-i18n/server';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import loadSheddingPlugin from './plugins/load-shedding';
import deferredPlugin from './plugins/deferred';
import errorsPlugin from './plugins/errors';
import languagePlugin, { headerLocale, inLanguage } from './plugins/language';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import textInputPlugin from './plugins/text-input';
import { notFoundMessage } from './lib/errors';
import { serializerFor } from './lib/serializer';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config?: Config;
  /** An open, migrated database (see db/prepare.ts); the app closes it on close. */
  database: Database;
  /** Defaults to a pino logger at LOG_LEVEL; tests pass a silent one. */
  logger?: FastifyBaseLogger;
  /**
   * The audit trail's writer (plugins/audit.ts); on unless false. Only the API benchmark turns it
   * off, to measure the write mix without the trail: deliberately no environment variable, so
   * that no deployment can switch the trail off by a setting.
   */
  audit?: boolean;
  /**
   * GET /api/schedule/'s body cache (routes/schedule); on unless false. Only the API benchmark
   * turns it off, to measure the read it saves (ETag and 304 stay).
   */
  scheduleCache?: boolean;
}

/** Believes the last `hops` X-Forwarded-For entries: the ones written by our own proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Paths that carry an e-mailed link's token: a live credential, so logs get the path without it. */
const LINK_TOKEN_PATH = /^(\/auth\/(?:verify-email|validate-reset-token|reset-password)\/)[^/?]+/;

/** Fastify's request serializer, with link tokens left out of the URL. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(LINK_TOKEN_PATH, '$1[token]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Every catalogue (the API's, shared-domain's) in every language, loaded once per process. */
let localesLoaded: Promise<void> | undefined;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The catalogues registered themselves when the routes' modules were imported, above.
  await (localesLoaded ??= loadAllLocales());
  const config = options.config ?? loadConfig();
  const serializers = { req: requestForLog };
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger.child({}, { serializers }) }
      : { logger: { level: config.logLevel, serializers } }),
    // A number of hops becomes proxy-addr's own hop test (Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A path whose percent-encoding is not UTF-8 names no resource.
    frameworkErrors: (error, request, reply) => {
      const bad = error.code === 'FST_ERR_BAD_URL';
      // Before routing and the request's hooks: its language is read from the header alone.
      const locale = headerLocale(request.headers['accept-language']) ?? 'en';
      // The raw response: this runs before routing, where Fastify's reply types know no schema.
      reply.raw.writeHead(bad ? 404 : 400, {
        'content-type': 'application/json; charset=utf-8',
        'content-language': locale,
        vary: 'Accept-Language',
      });
      const detail = bad ? inLanguage(locale, notFoundMessage) : error.message;
      reply.raw.end(JSON.stringify({ detail }));
    },
    // Long enough that an over-long link token gets the route's own 400, not a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerFor(config.responseSerializer));

  // The client posts refresh and logout with a JSON content type and no body: that is no body,
  // not malformed JSON. Bytes that are not UTF-8 are noted for the text-input check, which names
  // the fields they landed in.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) request.bodyNotUtf8 = true;
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(textInputPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // The screens say how long to wait after a 429 or 503; the header is not readable cross-origin
    // unless exposed.
    exposedHeaders: ['Retry-After'],
    // A page on another origin asks before each new URL otherwise (5 s is the browsers' default):
    // two hours is as long as Chromium keeps an answer.
    maxAge: 7200,
  });
  await app.register(securityHeadersPlugin, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // /docs serves Swagger UI; its CSP comes from swagger-ui's staticCSP.
    contentSecurityPolicy: false,
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LinguaDesk API',
        description: 'Back office and student dashboard of a language-training centre.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document maps every route: public outside production, there only with DOCS=on.
  if (config.docs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(dbPlugin, { database: options.database });
  await app.register(auditPlugin, { enabled: options.audit !== false });
  await app.register(loadSheddingPlugin, { config });
  await app.register(deferredPlugin);
  await app.register(authPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(rateLimitPlugin, { config });

  await app.register(routes, { scheduleCache: options.scheduleCache !== false });
  return app;
}
