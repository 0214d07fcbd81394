// A screen's first data sent while its code still loads (startEarlyGet): the screen's own apiGet of
// the same address takes that answer, one request in all; anything else asks the API afresh.
import { apiGet, configureApi, TOKEN_STORAGE_KEY } from 'shared-auth';
import { startEarlyGet } from '../data';
import { fakeApiPerTest } from '../../../tooling/test-support/src/fake-api-per-test';

const api = fakeApiPerTest(() => window.localStorage.clear());
let failNext = false;

beforeEach(() => {
  configureApi({ baseUrl: api.url });
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
  failNext = false;
  api.on('GET', '/api/*', ({ path, query, authorization }) => {
    if (failNext) {
      failNext = false;
      return { status: 503, body: { detail: 'Service unavailable.' } };
    }
    const search = new URLSearchParams(query).toString();
    return { status: 200, body: { path, search, token: authorization } };
  });
});

const gets = () => api.requests.filter((request) => request.method === 'GET');

it('answers the same GET from the request already sent, once', async () => {
  startEarlyGet('/api/student-profiles/?page=1');
  expect(
    await apiGet('/api/student-profiles/', { page: 1, search: undefined, status: undefined }),
  ).toEqual({ path: '/api/student-profiles/', search: 'page=1', token: 'Bearer good' });
  expect(gets()).toHaveLength(1);

  // Taken: the next visit asks again.
  await apiGet('/api/student-profiles/', { page: 1 });
  expect(gets()).toHaveLength(2);
});

it('asks afresh for another address, another query or the same parameters in another order', async () => {
  startEarlyGet('/api/student-profiles/?page=1&status=active');
  await apiGet('/api/student-profiles/', { page: 2, status: 'active' });
  await apiGet('/api/users/', { page: 1, status: 'active' });
  await apiGet('/api/student-profiles/', { status: 'active', page: 1 });
  expect(gets().map((request) => request.path)).toEqual([
    '/api/student-profiles/',
    '/api/student-profiles/',
    '/api/users/',
    '/api/student-profiles/',
  ]);
});

it("asks afresh once the token changed, so one user's answer never reaches another", async () => {
  startEarlyGet('/api/overview/');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'other');
  expect(await apiGet('/api/overview/')).toMatchObject({ token: 'Bearer other' });
  expect(gets()).toHaveLength(2);
});

it("fills the address's :name segments, and sends nothing when one has no value", async () => {
  expect(startEarlyGet('/api/groups/:groupId/', { groupId: 'a b' })).toBe(true);
  expect(startEarlyGet('/api/groups/:groupId/', {})).toBe(false);
  expect(startEarlyGet('/api/student-profiles/:userId/', {}, 9)).toBe(true);
  expect(startEarlyGet('/api/student-profiles/:userId/', {})).toBe(false);
  await apiGet('/api/groups/a%20b/');
  await apiGet('/api/student-profiles/9/');
  expect(gets().map((request) => request.path)).toEqual([
    '/api/groups/a%20b/',
    '/api/student-profiles/9/',
  ]);
});

it('asks afresh after 10 s: an early answer is for the screen then opening, not a later visit', async () => {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  startEarlyGet('/api/overview/');
  clock.mockReturnValue(now + 10_001);
  await apiGet('/api/overview/');
  clock.mockRestore();
  expect(gets()).toHaveLength(2);
});

it('asks again when the early request failed, and the caller gets its own answer', async () => {
  failNext = true;
  startEarlyGet('/api/me/');
  expect(await apiGet('/api/me/')).toMatchObject({ path: '/api/me/' });
  expect(gets()).toHaveLength(2);
});
