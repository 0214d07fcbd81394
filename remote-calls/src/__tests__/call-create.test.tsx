// Adding a call (spec sections 2, 6 and 8): the payload sent, the staff choices by role, server
// field errors on the fields and the catalogue's toasts.
import { screen, waitFor, within } from '@testing-library/react';
import type { Call } from 'shared-domain';
import { makeUser } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import {
  CALLS_PATH,
  STAFF,
  USERS_PATH,
  makeCall,
  serveCalls,
  serveStaff,
  staffUsers,
  userInRole,
} from './support/calls-fixtures';
import { openAddCall } from './support/call-dialog';

const api = setupFakeApi();

let calls: Call[];

beforeEach(() => {
  calls = [makeCall()];
  serveCalls(api, () => calls);
  serveStaff(api);
});

it('creates a call from the whole form, then reloads the list with a toast', async () => {
  api.on('POST', CALLS_PATH, ({ body }) => {
    const created = makeCall({
      id: 2,
      instructor: STAFF.laila.id,
      instructor_name: 'Laila Nasser',
    });
    calls = [...calls, created];
    return { status: 201, body: { ...created, ...(body as object) } };
  });
  const { user, dialog } = await openAddCall(api);

  expect(api.calls('GET', USERS_PATH)[0]?.query).toEqual({
    page: '1',
    page_size: '1000',
    role: 'instructor,supervisor,account_manager',
    is_active: 'true',
  });
  await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Laila Nasser');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '7');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), '45');
  await user.type(within(dialog).getByLabelText(/Duration/), '7 months');
  await user.selectOptions(within(dialog).getByLabelText('Supervisor'), 'Mona Fahmy');
  await user.selectOptions(within(dialog).getByLabelText('Account Manager'), 'Karim Saleh');
  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  expect(await screen.findByText('Call created successfully!')).toBeVisible();
  expect(api.calls('POST', CALLS_PATH)[0]?.body).toEqual({
    instructor: STAFF.laila.id,
    time: '07:45:00',
    months: 7,
    supervisor: STAFF.mona.id,
    account_manager: STAFF.karim.id,
  });
  expect(await screen.findByRole('article', { name: 'Laila Nasser' })).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Add Call' })).not.toBeInTheDocument();
  expect(api.calls('GET', CALLS_PATH)).toHaveLength(2);
});

it('sends no supervisor or account manager unless an operations manager picks them', async () => {
  api.on('POST', CALLS_PATH, { status: 201, body: makeCall({ id: 2 }) });
  const { user, dialog } = await openAddCall(api);

  expect(within(dialog).getByLabelText('Supervisor')).toHaveValue('');
  expect(within(dialog).getByLabelText('Account Manager')).toHaveValue('');
  await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Omar Khalil');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '5');
  await user.type(within(dialog).getByLabelText(/Duration/), '2 months');
  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  await waitFor(() => expect(api.calls('POST', CALLS_PATH)).toHaveLength(1));
  expect(api.calls('POST', CALLS_PATH)[0]?.body).toEqual({
    instructor: STAFF.omar.id,
    time: '05:00:00',
    months: 2,
    supervisor: null,
    account_manager: null,
  });
});

it("shows the server's field errors on the fields and the catalogue's toast", async () => {
  api.on('POST', CALLS_PATH, {
    status: 400,
    body: { instructor: ['User 6 is not an instructor.'], months: ['Months must be at least 1'] },
  });
  const { user, dialog } = await openAddCall(api);

  await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Laila Nasser');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '4');
  await user.type(within(dialog).getByLabelText(/Duration/), '2 months');
  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  expect(await within(dialog).findByText('User 6 is not an instructor.')).toBeVisible();
  expect(within(dialog).getByText('Months must be at least 1')).toBeVisible();
  expect(await screen.findByText('Failed to create call')).toBeVisible();
  expect(
    screen.getByText(
      'Validation errors: instructor: User 6 is not an instructor.; months: Months must be at least 1',
    ),
  ).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Add Call' })).toBeVisible();
});

it('lets an account manager pick instructors and supervisors only, as the account manager', async () => {
  api.on('POST', CALLS_PATH, { status: 201, body: makeCall({ id: 2 }) });
  const { user, dialog } = await openAddCall(api, 'account_manager');

  expect(api.calls('GET', USERS_PATH)[0]?.query.role).toBe('instructor,supervisor');
  expect(within(dialog).queryByLabelText('Account Manager')).not.toBeInTheDocument();
  expect(
    within(dialog).getByText('You will be set as the account manager of this call.'),
  ).toBeVisible();

  await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Omar Khalil');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '11');
  await user.type(within(dialog).getByLabelText(/Duration/), '4 months');
  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  await waitFor(() => expect(api.calls('POST', CALLS_PATH)).toHaveLength(1));
  expect(api.calls('POST', CALLS_PATH)[0]?.body).toEqual({
    instructor: STAFF.omar.id,
    time: '11:00:00',
    months: 4,
    supervisor: null,
    account_manager: STAFF.karim.id,
  });
});

it("shows the staff lookup's error from the catalogue in the form", async () => {
  api.on('GET', USERS_PATH, { status: 403, body: { detail: 'Forbidden' } });
  signIn(userInRole('operations_manager'));
  const { user } = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  await user.click(await screen.findByRole('button', { name: 'Add Call' }));

  const dialog = await screen.findByRole('dialog', { name: 'Add Call' });
  expect(
    await within(dialog).findByText(
      'Access denied. You do not have permission to view staff members.',
    ),
  ).toBeVisible();
});

it('offers active staff only, as the API refuses an inactive one', async () => {
  const inactive = makeUser('instructor', {
    id: 12,
    first_name: 'Yassin',
    last_name: 'Shawky',
    full_name: 'Yassin Shawky',
    is_active: false,
  });
  api.on('GET', USERS_PATH, ({ query }) => {
    const results = [...staffUsers(), inactive].filter(
      (user) => query.is_active === undefined || String(user.is_active) === query.is_active,
    );
    return { status: 200, body: { count: results.length, next: null, previous: null, results } };
  });
  const { dialog } = await openAddCall(api);

  const caller = within(dialog).getByLabelText(/Caller Name/);
  expect(within(caller).getByRole('option', { name: 'Laila Nasser' })).toBeInTheDocument();
  expect(within(caller).queryByRole('option', { name: 'Yassin Shawky' })).toBeNull();
});
