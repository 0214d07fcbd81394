// The one mock centre in the test's process, signed in as one of the demo log-ins, under a path as
// the worker serves it on a page's own origin; each test starts it afresh.
import { setupServer } from 'msw/node';
import type { AuditEntry, Paginated } from 'shared-domain';
import { DEMO_PASSWORD } from 'shared-domain/factory';
import { sendAsDemo } from '../../demo-api';
import { createFakeApi } from '../../fake-api';
import { mockCentre } from '../../mock/centre';

export function setupMockCentre(email = 'ops@linguadesk.test') {
  const server = setupServer();
  const api = createFakeApi(server, 'http://localhost:4102/mock-api');
  const centre = mockCentre({ email, password: DEMO_PASSWORD });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => centre.serve(api));
  afterEach(() => api.reset());
  afterAll(() => server.close());
  const send = (method: string, path: string, body?: unknown) =>
    sendAsDemo(api, method, path, body);
  /** An Activity page the API answers with 200. */
  const activity = async (path: string) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(200);
    return answer.body as Paginated<AuditEntry>;
  };
  /** The demo operations manager, as an Activity entry names its actor. */
  const byDemo = {
    actor_id: centre.user.id,
    actor_role: 'operations_manager',
    actor_name: centre.user.full_name,
  };
  /** An Activity entry of the demo account's: `fields`, with any id, time and changes. */
  const entryByDemo = (fields: Partial<AuditEntry>) => ({
    id: expect.any(Number),
    at: expect.any(String),
    ...byDemo,
    changes: expect.any(Object),
    record_name: null,
    student_name: null,
    names: expect.any(Object),
    ...fields,
  });
  return { api, centre, send, activity, byDemo, entryByDemo };
}
