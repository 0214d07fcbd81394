// Server configuration from the environment (names and defaults of design/API.md).
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
  redisUrl: string | undefined;
  /** Start of every rate-limit key in Redis, so deployments (or test files) can share a server. */
  redisKeyPrefix: string;
  logLevel: string;
  trustProxy: boolean;
  pgPoolSize: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  emailMaxRequests: number;
  emailWindowSeconds: number;
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

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');

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
  return {
    production,
    host: env.HOST || '0.0.0.0',
    port: integer(env.PORT, 8000, 'PORT'),
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
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'linguadesk:rl:',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    pgPoolSize: integer(env.PG_POOL_SIZE, 10, 'PG_POOL_SIZE'),
    loginMaxFailures: integer(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowSeconds: parseDuration(env.LOGIN_WINDOW || '15m', 'LOGIN_WINDOW'),
    emailMaxRequests: integer(env.EMAIL_MAX_REQUESTS, 3, 'EMAIL_MAX_REQUESTS'),
    emailWindowSeconds: parseDuration(env.EMAIL_WINDOW || '15m', 'EMAIL_WINDOW'),
  };
}
