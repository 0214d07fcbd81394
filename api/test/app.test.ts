// Cross-cutting behaviour of the built app: CORS, security headers, the 500 body, the request log.
import pino from 'pino';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CORS_ORIGINS: 'http://localhost:3000, http://localhost:3001' });
});
afterAll(() => t.close());

describe('CORS', () => {
  it('allows the configured origins with credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login/',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    // The browser keeps the answer for two hours instead of asking again before each request.
    expect(res.headers['access-control-max-age']).toBe('7200');
  });

  it('lets the screens read Retry-After', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  it('does not allow other origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://evil.test' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('defaults to APP_URL', async () => {
    // Another configuration of the same deployment: no database of its own needed.
    const other = await buildTestApp({ APP_URL: 'http://host.test:4000' }, { sharing: t });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'http://host.test:4000' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('http://host.test:4000');
    } finally {
      await other.close();
    }
  });
});

describe('errors', () => {
  it('answers an unexpected failure with a bare 500 that leaks nothing', async () => {
    const inject = await injectAs(t.app, await createUser(t.app, { role: 'student' }));
    const select = t.app.db.select;
    t.app.db.select = () => {
      throw new Error('SELECT secret FROM users failed at line 42');
    };
    try {
      const res = await inject({ method: 'GET', url: '/api/me/' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Server error.' });
    } finally {
      t.app.db.select = select;
    }
  });

  // helmet's defaults (no CSP: /docs has its own), with resources readable cross-origin.
  const SECURITY_HEADERS = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it.each([
    ['a health check', 'GET', '/healthz', 200],
    ['a list', 'GET', '/api/student-profiles/?page=1', 200],
    ['a refused request', 'GET', '/api/me/', 401],
    ['an unknown path', 'GET', '/api/nothing-here/', 404],
    ['a bad body', 'POST', '/auth/login/', 400],
  ])('sends security headers with %s', async (_name, method, url, status) => {
    const inject: Inject =
      status === 200
        ? await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }))
        : (options) => t.app.inject(options);
    const res = await inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' && { payload: '{', headers: { 'content-type': 'application/json' } }),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('request log', () => {
  it('leaves the tokens of e-mailed links out of the URLs it records', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      {},
      {
        logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
        sharing: t,
      },
    );
    try {
      const token = 'aKy8WcVxyHFL4Mmwy6T_dmif769hyUT8C4h-Cm1F0aQ';
      await logged.app.inject({ method: 'GET', url: `/auth/verify-email/${token}/` });
      await logged.app.inject({ method: 'GET', url: `/auth/validate-reset-token/${token}/` });
      await logged.app.inject({
        method: 'POST',
        url: `/auth/reset-password/${token}/`,
        payload: { password: 'Passw0rd1', confirm_password: 'Passw0rd1' },
      });
      await logged.app.inject({ method: 'GET', url: '/healthz?probe=1' });
      expect(lines.join('\n')).not.toContain(token);
      const urls = lines
        .map((line) => JSON.parse(line) as { req?: { url: string } })
        .flatMap((entry) => (entry.req ? [entry.req.url] : []));
      expect(urls).toEqual([
        '/auth/verify-email/[token]/',
        '/auth/validate-reset-token/[token]/',
        '/auth/reset-password/[token]/',
        '/healthz?probe=1',
      ]);
    } finally {
      await logged.close();
    }
  });
});

describe('/docs', () => {
  const docsOf = async (env: Record<string, string>) => {
    const app = await buildTestApp(env, { sharing: t });
    try {
      return (await app.app.inject({ method: 'GET', url: '/docs/json' })).statusCode;
    } finally {
      await app.close();
    }
  };

  it('is served outside production', async () => {
    expect(await docsOf({})).toBe(200);
  });

  it('is not served in production unless DOCS=on', async () => {
    expect(await docsOf({ NODE_ENV: 'production' })).toBe(404);
    expect(await docsOf({ NODE_ENV: 'production', DOCS: 'on' })).toBe(200);
  });
});
