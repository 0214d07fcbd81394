// The route prefetch the host starts with the route's code (exposes/prefetch.ts): each starts the
// very query its screen opens with, so the screen shows the answer from the cache, with no second
// request.
import { screen, within } from '@testing-library/react';
import { configureApi } from 'shared-auth';
import { page } from 'shared-domain/factory';
import { createTestQueryClient, renderScreen, setupFakeApi, signIn } from 'test-support';
import Students from '../exposes/Students';
import Staff from '../exposes/Staff';
import { prefetch } from '../exposes/prefetch';
import { OPS, SARA } from './support/people-fixtures';

const api = setupFakeApi();

it("fills the Student List's first page before the screen is there", async () => {
  api.on('GET', '/api/student-profiles/', () => ({ status: 200, body: page([SARA], 1) }));
  signIn(OPS);
  configureApi({ baseUrl: api.url });
  const queryClient = createTestQueryClient();
  await prefetch.students(queryClient);
  expect(api.calls('GET', '/api/student-profiles/')).toHaveLength(1);

  await renderScreen(<Students />, { apiUrl: api.url, path: '/students', queryClient });
  const table = screen.getByRole('table');
  expect(within(table).getByText(SARA.user.full_name)).toBeVisible();
  expect(screen.queryByText('Loading students...')).not.toBeInTheDocument();
  expect(api.calls('GET', '/api/student-profiles/')).toHaveLength(1);
});

it("fills the Staff List's first page before the screen is there", async () => {
  api.on('GET', '/api/users/', () => ({ status: 200, body: page([OPS], 1) }));
  signIn(OPS);
  configureApi({ baseUrl: api.url });
  const queryClient = createTestQueryClient();
  await prefetch.staff(queryClient);

  await renderScreen(<Staff />, { apiUrl: api.url, path: '/staff', queryClient });
  expect(within(screen.getByRole('table')).getByText(OPS.email)).toBeVisible();
  expect(api.calls('GET', '/api/users/')).toHaveLength(1);
});
