// The log-in limits behind a proxy (TRUST_PROXY=1): the client address is the one our proxy
// wrote, never an X-Forwarded-For entry the client wrote itself; and one account has a limit of
// its own across every address, so a spread of addresses cannot brute-force it.
import { buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_ACCOUNT_MAX_FAILURES: '12' });
});
afterAll(() => t.close());

const login = (email: string, forwardedFor: string, password = 'Wrong1234') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login/',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('log-in limit behind one proxy', () => {
  it('counts by the address the proxy saw, whatever first hops the client invents', async () => {
    const user = await createUser(t.app, { role: 'operations_manager' });
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await login(user.email, `198.51.100.${i}, 203.0.113.7`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
  });

  it('limits one account across many addresses, and does not lock it from one address', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    // One address alone stops at its own limit; its refused attempts do not count for the account.
    for (let i = 0; i < 9; i++) await login(user.email, '203.0.113.50');
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login(user.email, `192.0.2.${i}`)).statusCode);
    // 5 failures from the first address + 7 more reach the account limit of 12.
    expect(statuses.slice(0, 7)).toEqual(Array(7).fill(401));
    expect(statuses.slice(7)).toEqual(Array(3).fill(429));
    // Even the right password waits for the window now.
    const right = await login(user.email, '192.0.2.200', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from an address of their own while others fail elsewhere', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    for (let i = 0; i < 6; i++) await login(user.email, '203.0.113.99');
    expect((await login(user.email, '192.0.2.77', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
