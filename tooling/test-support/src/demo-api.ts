// The demo log-in of a remote's own page, as the fake API answers it: in a remote's standalone
// tests, and in its `dev --mock` page (src/mock/), where the same routes serve a browser.
import type { User } from 'shared-domain';
import type { DemoAccount } from 'shared-ui/standalone';
import type { FakeApi } from './fake-api';

/** The access token the fake API's log-in hands out for the demo account. */
export const DEMO_TOKEN = 'demo-token';

/** Log-in accepts only the demo account; /api/me/ and the remote's routes need its token. */
export function serveDemoLogIn(api: FakeApi, account: DemoAccount, user: User): void {
  api.on('POST', '/auth/login/', ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    return email === account.email && password === account.password
      ? { status: 200, body: { success: true, message: 'Login successful!', access: DEMO_TOKEN } }
      : { status: 401, body: { detail: 'Invalid email or password.' } };
  });
  api.on('GET', '/api/me/', ({ authorization }) =>
    authorization === `Bearer ${DEMO_TOKEN}`
      ? { status: 200, body: user }
      : { status: 401, body: { detail: 'Not authenticated', code: 'token_not_valid' } },
  );
  api.on('POST', '/auth/logout/', { status: 204 });
}

/** A request to the fake API as the demo account's page sends it: status and parsed JSON body. */
export async function sendAsDemo(
  api: FakeApi,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
