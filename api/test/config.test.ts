import { ConfigError, loadConfig, parseDuration } from '../src/config';

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
