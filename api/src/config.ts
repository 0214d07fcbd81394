// Server configuration from the environment (the table of docs/operations.md#configuration).
import path from 'node:path';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** Embedded database and generated secrets live here (PGlite driver). */
  dataDir: string;
  /** When set, the pg driver is used against this server instead of PGlite. */
  databaseUrl: string | undefined;
  /** 'demo' seeds an empty database (default for PGlite), 'none' never seeds. */
  seed: 'demo' | 'none' | undefined;
  jwtSecret: string | undefined;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The centre's name as its receipts and takings reports print it. */
  centreName: string;
  redisUrl: string | undefined;
  /** Start of every rate-limit key in Redis, so deployments (or test files) can share a server. */
  redisKeyPrefix: string;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy): false, a number of proxies in
   * front of the API, or their addresses/CIDRs. Never `true`: the leftmost entry is the client's.
   */
  trustProxy: false | number | string;
  /** The API's public origin: pagination links are built from it, never from the Host header. */
  apiUrl: string;
  /** Serve the OpenAPI document and Swagger UI at /docs (off by default in production). */
  docs: boolean;
  /** PostgreSQL connections of the whole machine, shared among API_WORKERS (workerPoolSize). */
  pgPoolSize: number;
  /** API processes serving one port (Node's cluster); more than one needs a PostgreSQL server. */
  apiWorkers: number;
  /** Failed log-ins for one account from one address before 429. */
  loginMaxFailures: number;
  /** Failed log-ins for one account from all addresses together before 429. */
  loginAccountMaxFailures: number;
  loginWindowSeconds: number;
  emailMaxRequests: number;
  emailWindowSeconds: number;
  signupMaxRequests: number;
  signupWindowSeconds: number;
  /** Forgot-password and resend-verification requests per client address, whatever the e-mail. */
  emailClientMaxRequests: number;
  emailClientWindowSeconds: number;
  /**
   * How long each process reuses a signed-in user's check (active, role, session not revoked):
   * how late a change made through one worker holds on the others. 0: checked on every request.
   */
  signedInCacheMs: number;
  /** Seconds in which a just-rotated refresh token, presented again, gets the family's current one. */
  refreshReuseGraceSeconds: number;
  /**
   * Requests handled at once by the machine, shared among API_WORKERS; past it /api and /auth
   * answer 503 with Retry-After (0: no bound; unset: 32 on the embedded database, 4 per pooled
   * connection on PostgreSQL).
   */
  maxConcurrentRequests: number | undefined;
  /** Past this event-loop delay (ms) /api and /auth answer 503 with Retry-After (0: never). */
  maxEventLoopDelayMs: number;
  /** Past this age (ms) of the oldest request in flight, the same (0: never). */
  maxQueueAgeMs: number;
  /**
   * How old an audit row must be for `pnpm --filter api audit-archive` to move it out to a CSV
   * file (AUDIT_RETENTION, e.g. '730d'); undefined: kept forever.
   */
  auditRetentionSeconds: number | undefined;
  /**
   * How answers are written (src/lib/serializer.ts): `checked` against their zod schemas
   * (development and tests), or `compiled` by fast-json-stringify (production).
   */
  responseSerializer: 'checked' | 'compiled';
}

export class ConfigError extends Error {}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds from '900', '15m', '7d' or '12h'. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) <= 0) {
    throw new ConfigError(`${name} must be a positive duration like 900, 15m, 12h or 7d`);
  }
  return Number(match[1]) * UNITS[match[2] || 's']!;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number`);
  return n;
}

/** Milliseconds from '250', '250ms' or '2s'; 0 turns the check (or the cache) off. */
function milliseconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^(\d+)\s*(ms|s)?$/.exec(value.trim());
  if (!match) throw new ConfigError(`${name} must be a duration like 500ms or 2s (0: off)`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

/** TRUST_PROXY: off, a hop count, or proxy addresses; `true` (every hop) is refused. */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For entry, and clients write the first ones: set the number of proxies in front of the API (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(
      'TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or CIDRs',
    );
  }
  return entries.join(',');
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new ConfigError(`${name} must be on or off`);
}

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');

function workerCount(env: NodeJS.ProcessEnv): number {
  const workers = integer(env.API_WORKERS, 1, 'API_WORKERS');
  if (workers < 1) throw new ConfigError('API_WORKERS must be at least 1');
  if (workers > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `API_WORKERS=${workers} needs a PostgreSQL server (DATABASE_URL): the embedded database allows one process per data directory`,
    );
  }
  return workers;
}

/**
 * One API process's share of PG_POOL_SIZE: the workers together open no more connections than one
 * process would, so adding workers does not add backends competing for the same cores.
 */
export function workerPoolSize(config: Pick<Config, 'pgPoolSize' | 'apiWorkers'>): number {
  return Math.max(1, Math.floor(config.pgPoolSize / config.apiWorkers));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || undefined;
  if (production && !jwtSecret)
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const seed = env.SEED || undefined;
  if (seed !== undefined && seed !== 'demo' && seed !== 'none') {
    throw new ConfigError('SEED must be demo or none');
  }
  const appUrl = (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const corsOrigins = (env.CORS_ORIGINS || appUrl)
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const port = integer(env.PORT, 8000, 'PORT');
  return {
    production,
    host: env.HOST || '0.0.0.0',
    port,
    dataDir: path.resolve(env.API_DATA_DIR || DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    jwtSecret,
    accessTtlSeconds: parseDuration(env.ACCESS_TTL || '15m', 'ACCESS_TTL'),
    refreshTtlSeconds: parseDuration(env.REFRESH_TTL || '7d', 'REFRESH_TTL'),
    appUrl,
    corsOrigins,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'LinguaDesk <no-reply@linguadesk.test>',
    centreName: env.CENTRE_NAME?.trim() || 'LinguaDesk',
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'linguadesk:rl:',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiUrl: (env.API_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    docs: onOff(env.DOCS, !production, 'DOCS'),
    pgPoolSize: integer(env.PG_POOL_SIZE, 10, 'PG_POOL_SIZE'),
    apiWorkers: workerCount(env),
    loginMaxFailures: integer(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginAccountMaxFailures: integer(
      env.LOGIN_ACCOUNT_MAX_FAILURES,
      20,
      'LOGIN_ACCOUNT_MAX_FAILURES',
    ),
    loginWindowSeconds: parseDuration(env.LOGIN_WINDOW || '15m', 'LOGIN_WINDOW'),
    emailMaxRequests: integer(env.EMAIL_MAX_REQUESTS, 3, 'EMAIL_MAX_REQUESTS'),
    emailWindowSeconds: parseDuration(env.EMAIL_WINDOW || '15m', 'EMAIL_WINDOW'),
    signupMaxRequests: integer(env.SIGNUP_MAX_REQUESTS, 10, 'SIGNUP_MAX_REQUESTS'),
    signupWindowSeconds: parseDuration(env.SIGNUP_WINDOW || '1h', 'SIGNUP_WINDOW'),
    emailClientMaxRequests: integer(env.EMAIL_CLIENT_MAX_REQUESTS, 20, 'EMAIL_CLIENT_MAX_REQUESTS'),
    emailClientWindowSeconds: parseDuration(env.EMAIL_CLIENT_WINDOW || '1h', 'EMAIL_CLIENT_WINDOW'),
    signedInCacheMs: milliseconds(env.SIGNED_IN_CACHE, 5000, 'SIGNED_IN_CACHE'),
    refreshReuseGraceSeconds:
      env.REFRESH_REUSE_GRACE?.trim() === '0'
        ? 0
        : parseDuration(env.REFRESH_REUSE_GRACE || '30s', 'REFRESH_REUSE_GRACE'),
    maxConcurrentRequests:
      env.MAX_CONCURRENT_REQUESTS === undefined || env.MAX_CONCURRENT_REQUESTS === ''
        ? undefined
        : integer(env.MAX_CONCURRENT_REQUESTS, 0, 'MAX_CONCURRENT_REQUESTS'),
    maxEventLoopDelayMs: milliseconds(env.MAX_EVENT_LOOP_DELAY, 1000, 'MAX_EVENT_LOOP_DELAY'),
    maxQueueAgeMs: milliseconds(env.MAX_QUEUE_AGE, 3000, 'MAX_QUEUE_AGE'),
    auditRetentionSeconds: env.AUDIT_RETENTION
      ? parseDuration(env.AUDIT_RETENTION, 'AUDIT_RETENTION')
      : undefined,
    responseSerializer: serializerKind(env.RESPONSE_SERIALIZER, production),
  };
}

function serializerKind(value: string | undefined, production: boolean): 'checked' | 'compiled' {
  if (value === undefined || value === '') return production ? 'compiled' : 'checked';
  if (value === 'checked' || value === 'compiled') return value;
  throw new ConfigError('RESPONSE_SERIALIZER must be checked or compiled');
}
