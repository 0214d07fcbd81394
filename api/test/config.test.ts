import { ConfigError, loadConfig, parseDuration, workerPoolSize } from '../src/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      databaseUrl: undefined,
      accessTtlSeconds: 900,
      refreshTtlSeconds: 7 * 86400,
      appUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      redisUrl: undefined,
      redisKeyPrefix: 'linguadesk:rl:',
    });
    expect(config.dataDir).toMatch(/[/\\]api[/\\]\.data$/);
  });

  it('believes only the configured proxies (TRUST_PROXY), never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toBe(
      '10.0.0.0/8,192.168.1.7',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
  });

  it('serves /docs outside production only, unless DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig(production).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: 'on' }).docs).toBe(true);
    expect(loadConfig({ DOCS: 'off' }).docs).toBe(false);
    expect(() => loadConfig({ DOCS: 'maybe' })).toThrow(ConfigError);
  });

  it('has the documented limits and grace period', () => {
    expect(loadConfig({})).toMatchObject({
      loginMaxFailures: 5,
      loginAccountMaxFailures: 20,
      signupMaxRequests: 10,
      signupWindowSeconds: 3600,
      refreshReuseGraceSeconds: 30,
      signedInCacheMs: 5000,
      maxConcurrentRequests: undefined,
      apiUrl: 'http://localhost:8000',
    });
    expect(loadConfig({ REFRESH_REUSE_GRACE: '0' }).refreshReuseGraceSeconds).toBe(0);
    expect(loadConfig({ SIGNED_IN_CACHE: '1s' }).signedInCacheMs).toBe(1000);
    expect(loadConfig({ SIGNED_IN_CACHE: '0' }).signedInCacheMs).toBe(0);
    expect(() => loadConfig({ SIGNED_IN_CACHE: 'soon' })).toThrow(ConfigError);
    expect(loadConfig({ MAX_CONCURRENT_REQUESTS: '8' }).maxConcurrentRequests).toBe(8);
    expect(loadConfig({ PORT: '9100' }).apiUrl).toBe('http://localhost:9100');
    expect(loadConfig({ API_URL: 'https://api.centre.example/' }).apiUrl).toBe(
      'https://api.centre.example',
    );
  });

  it('runs one API process unless API_WORKERS asks for more, which needs a PostgreSQL server', () => {
    expect(loadConfig({}).apiWorkers).toBe(1);
    expect(loadConfig({ API_WORKERS: '4', DATABASE_URL: 'postgres://db/centre' }).apiWorkers).toBe(
      4,
    );
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(
      'API_WORKERS=2 needs a PostgreSQL server (DATABASE_URL): the embedded database allows one process per data directory',
    );
    expect(() => loadConfig({ API_WORKERS: '0' })).toThrow('API_WORKERS must be at least 1');
    expect(() => loadConfig({ API_WORKERS: 'two' })).toThrow('API_WORKERS must be a whole number');
  });

  it('splits PG_POOL_SIZE among the API workers, at least one connection each', () => {
    const pool = (workers: string, size?: string) =>
      workerPoolSize(
        loadConfig({
          API_WORKERS: workers,
          DATABASE_URL: 'postgres://db/centre',
          ...(size && { PG_POOL_SIZE: size }),
        }),
      );
    expect(pool('1')).toBe(10);
    expect(pool('2')).toBe(5);
    // Never more than the machine's connections together: 3 workers of 3, not of 4.
    expect(pool('3')).toBe(3);
    expect(pool('4', '20')).toBe(5);
    expect(pool('4', '2')).toBe(1);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe(
      's'.repeat(32),
    );
  });

  it('reads durations, origins and SEED', () => {
    expect(parseDuration('15m', 'X')).toBe(900);
    expect(parseDuration('7d', 'X')).toBe(604800);
    expect(parseDuration('90', 'X')).toBe(90);
    expect(() => parseDuration('soon', 'X')).toThrow(ConfigError);
    const config = loadConfig({
      APP_URL: 'https://app.test/',
      CORS_ORIGINS: 'https://a.test, https://b.test/',
      SEED: 'none',
    });
    expect(config.appUrl).toBe('https://app.test');
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.seed).toBe('none');
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(ConfigError);
  });
});
