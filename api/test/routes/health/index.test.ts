import { buildTestApp, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });

  it('answers /readyz with 503 when the database is unreachable', async () => {
    const ping = t.app.database.ping;
    t.app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'Database unreachable.' });
    } finally {
      t.app.database.ping = ping;
    }
  });

  it('serves the OpenAPI document of every route at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/login/',
        '/api/me/',
        '/api/users/',
        '/api/users/{id}/',
        '/api/student-profiles/{userId}/',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  it('answers unknown paths with a DRF 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
