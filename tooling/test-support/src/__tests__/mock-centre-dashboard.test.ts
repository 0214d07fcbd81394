// The one mock centre signed in as the demo student, as the student remote's `dev --mock` page
// uses it: her own profile, and the API's 403 for anyone else's and for the staff's routes.
import type { StudentProfileDetail } from 'shared-domain';
import { makeDashboardProfile } from 'shared-domain/factory';
import { setupMockCentre } from './support/mock-centre';

const { centre, send } = setupMockCentre('student@linguadesk.test');

it('answers the demo student her own dashboard: Sara after her placement call', async () => {
  const own = await send('GET', `/api/student-profiles/${centre.user.id}/`);
  expect(own.status).toBe(200);
  const { group: _group, ...expected } = makeDashboardProfile();
  expect(own.body as StudentProfileDetail).toEqual({ ...expected, group: null });
});

it("refuses another student's profile, as the API does", async () => {
  expect(await send('GET', `/api/student-profiles/${centre.user.id + 1}/`)).toEqual({
    status: 403,
    body: { detail: 'You do not have permission to perform this action.' },
  });
  expect((await send('GET', '/api/groups/')).status).toBe(403);
});

it('answers her own ledger, as the financial card lists it, and refuses another’s and its writes', async () => {
  const own = await send('GET', `/api/student-profiles/${centre.user.id}/ledger/`);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ student_id: centre.user.id, currency: 'USD' });
  const forbidden = { detail: 'You do not have permission to perform this action.' };
  expect(await send('GET', `/api/student-profiles/${centre.user.id + 1}/ledger/`)).toEqual({
    status: 403,
    body: forbidden,
  });
  const write = await send('POST', `/api/student-profiles/${centre.user.id}/ledger/`, {
    kind: 'payment',
    amount_minor: 100,
    currency: 'USD',
    method: 'cash',
    idempotency_key: 'mock-student-payment',
  });
  expect(write).toEqual({ status: 403, body: forbidden });
});
