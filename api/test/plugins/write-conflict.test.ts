// A write that kept conflicting with others (db.transaction ran it TRANSACTION_ATTEMPTS times on a
// PostgreSQL server, each time aborted as a deadlock's victim) answers 503 with Retry-After and the
// busy message, as load shedding does: nothing was written and trying again shortly succeeds.
import { BUSY_MESSAGE } from '../../src/plugins/load-shedding';
import { buildTestApp, createUser, injectAs, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('answers 503 with Retry-After when a write still conflicts after every attempt', async () => {
  const inject = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  const student = await createUser(t.app, { role: 'student' });
  const patch = () =>
    inject({
      method: 'PATCH',
      url: `/api/student-profiles/${student.id}/`,
      payload: { current_level: 2 },
    });
  const write = t.app.audit.write;
  // As drizzle reports the server's refusal: the driver's error, with its SQLSTATE, as the cause.
  t.app.audit.write = async () => {
    throw Object.assign(new Error('Failed query: UPDATE student_profiles'), {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
  };
  try {
    const refused = await patch();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ detail: BUSY_MESSAGE });
  } finally {
    t.app.audit.write = write;
  }
  expect((await patch()).statusCode).toBe(200);
});
