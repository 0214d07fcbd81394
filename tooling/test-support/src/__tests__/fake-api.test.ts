// The fake API's routing and recording, through real requests as the screens' client sends them.
import { UNREACHABLE_API_URL } from '../fake-api';
import { fakeApiPerTest } from '../fake-api-per-test';

const api = fakeApiPerTest();

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

it('answers 404 with the catalogue detail for a route nobody declared', async () => {
  expect(await send('GET', '/api/groups/')).toEqual({
    status: 404,
    body: { detail: 'Not found.' },
  });
});

it('matches :name segments, decoded, and hands them to the handler', async () => {
  api.on('GET', '/api/groups/:id/students/:name/', (_request, params) => ({
    status: 200,
    body: params,
  }));

  expect(await send('GET', '/api/groups/7/students/Sara%20Hassan/')).toEqual({
    status: 200,
    body: { id: '7', name: 'Sara Hassan' },
  });
  expect((await send('GET', '/api/groups/7/students/')).status).toBe(404);
  expect((await send('GET', '/api/groups/7/8/students/x/')).status).toBe(404);
});

it('matches the method and the whole path, taking dots in a pattern literally', async () => {
  api.on('get', '/files/a.b', { status: 200, body: 'dot' });

  expect((await send('GET', '/files/a.b')).status).toBe(200);
  expect((await send('GET', '/files/aXb')).status).toBe(404);
  expect((await send('GET', '/files/a.b/more')).status).toBe(404);
  expect((await send('POST', '/files/a.b')).status).toBe(404);
});

it('lets the newest declaration of a route win', async () => {
  api.on('GET', '/api/me/', { status: 200, body: { id: 1 } });
  api.on('GET', '/api/me/', { status: 401, body: { detail: 'expired' } });

  expect(await send('GET', '/api/me/')).toEqual({ status: 401, body: { detail: 'expired' } });
});

it('answers an empty body when the answer has none', async () => {
  api.on('POST', '/auth/logout/', { status: 204 });

  expect(await send('POST', '/auth/logout/')).toEqual({ status: 204, body: undefined });
});

it('sends a file answer as it is, with its content type', async () => {
  api.on('GET', '/api/student-profiles/export/', {
    status: 200,
    file: { contentType: 'text/csv; charset=utf-8', text: 'Name\r\nSara Hassan\r\n' },
  });

  const response = await fetch(`${api.url}/api/student-profiles/export/`);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(await response.text()).toBe('Name\r\nSara Hassan\r\n');
});

it('records method, path, query, authorization and body, and finds them by exact path', async () => {
  api.on('PATCH', '/api/groups/:id/', ({ body }) => ({ status: 200, body }));

  await send('PATCH', '/api/groups/7/?page=2&search=a&search=b', { current_level: 6 });
  await send('PATCH', '/api/groups/8/', { current_level: 2 });

  expect(api.calls('patch', '/api/groups/7/')).toEqual([
    {
      method: 'PATCH',
      path: '/api/groups/7/',
      query: { page: '2', search: 'b' },
      authorization: 'Bearer token-1',
      contentType: 'application/json',
      accept: '*/*',
      body: { current_level: 6 },
    },
  ]);
  expect(api.calls('GET', '/api/groups/7/')).toEqual([]);
  expect(api.requests.map((request) => request.path)).toEqual(['/api/groups/7/', '/api/groups/8/']);
});

it("forgets the last test's routes and requests", () => {
  expect(api.requests).toEqual([]);
});

it('fails every call to the unreachable API as a network error', async () => {
  await expect(fetch(`${UNREACHABLE_API_URL}/api/me/`)).rejects.toThrow('fetch failed');
});
