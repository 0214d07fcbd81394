// The remote's `dev --mock` page: its own page over the mock centre (src/mock/centre.ts), the same
// routes the browser's service worker serves, here in the test's process.
import { screen } from '@testing-library/react';
import type { Overview, Paginated, StudentProfile } from 'shared-domain';
import { sendAsDemo, setupStandalone, signInWithDemoAccount } from 'test-support';
import { peopleCentre } from '../mock/centre';
import { STANDALONE_TITLE, peopleRoutes } from '../standalone/people-standalone';

const { api, open } = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: peopleCentre.demoAccount,
  routes: peopleRoutes,
  user: peopleCentre.user,
});
beforeEach(() => peopleCentre.serve(api));
const send = (method: string, path: string, body?: unknown) => sendAsDemo(api, method, path, body);

const NEW_STUDENT = {
  email: 'lina.new@example.com',
  username: 'lina_new',
  first_name: 'Lina',
  middle_name: 'M',
  last_name: 'New',
  password: 'Secret123',
  phone_number: '+201001112223',
  nationality: 'Egyptian',
  gender: 'female',
};

it("signs in and lists the centre's students and staff with nothing else running", async () => {
  await open('/students');
  await signInWithDemoAccount();

  expect(await screen.findByText('Sara Hassan', { exact: false })).toBeVisible();
  expect(api.calls('GET', '/api/student-profiles/')[0]?.query).toMatchObject({ page: '1' });
  const staff = (await send('GET', '/api/users/?role=instructor')).body as Paginated<unknown>;
  expect(staff.count).toBe(3);
});

it('adds a student, who is counted, found and refused a second time', async () => {
  const before = (await send('GET', '/api/overview/')).body as Overview;

  expect(await send('POST', '/api/student/', NEW_STUDENT)).toMatchObject({
    status: 201,
    body: { full_name: 'Lina M New', status: 'waiting', currency: 'USD', amount: '0.00' },
  });
  const found = (await send('GET', '/api/student-profiles/?search=lina_new')).body;
  expect((found as Paginated<StudentProfile>).results.map((s) => s.user.email)).toEqual([
    'lina.new@example.com',
  ]);
  expect(((await send('GET', '/api/overview/')).body as Overview).total_students).toBe(
    before.total_students + 1,
  );
  expect(await send('POST', '/api/student/', NEW_STUDENT)).toEqual({
    status: 400,
    body: {
      email: ['A user with this email already exists.'],
      username: ['A user with this username already exists.'],
    },
  });
});

it("keeps the API's rules on changes: amounts, and no deleting oneself", async () => {
  const waiting = (await send('GET', '/api/student-profiles/?status=waiting')).body;
  const student = (waiting as Paginated<StudentProfile>).results[0]!;
  expect(student.status).toBe('waiting');

  expect(
    await send('PATCH', `/api/student-profiles/${student.id}/`, { outstanding_amount: '9000' }),
  ).toMatchObject({ status: 400, body: { outstanding_amount: expect.any(Array) } });
  expect(
    await send('PATCH', `/api/student-profiles/${student.id}/`, { outstanding_amount: '0' }),
  ).toMatchObject({ status: 200, body: { outstanding_amount: '0.00', indebtedness: false } });
  expect(await send('DELETE', `/api/users/${peopleCentre.user.id}/`)).toEqual({
    status: 400,
    body: { detail: 'You cannot delete your own account.' },
  });
  expect((await send('DELETE', '/api/users/4/')).status).toBe(204);
});
