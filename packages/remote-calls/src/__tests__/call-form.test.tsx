// The Add Call and Edit Call modals (spec sections 2, 3, 5 and 8): the time picker, the duration
// text, validation on blur, the payload sent, server field errors and the toasts.
import { screen, waitFor, within } from '@testing-library/react';
import type { Call } from 'shared-domain';
import Calls from '../exposes/Calls';
import {
  CALLS_PATH,
  STAFF,
  USERS_PATH,
  clearToasts,
  makeCall,
  makeUser,
  serveCalls,
  serveStaff,
} from './support/calls-fixtures';
import { renderScreen, signIn, useFakeApi } from './support/render';

const api = useFakeApi();
clearToasts();

let calls: Call[];

beforeEach(() => {
  calls = [makeCall()];
  serveCalls(api, () => calls);
  serveStaff(api);
});

async function openAddCall(role: 'operations_manager' | 'account_manager' = 'operations_manager') {
  signIn(makeUser(role));
  const rendered = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  await screen.findByRole('article', { name: 'Omar Khalil' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add Call' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Call' });
  // The staff choices have arrived.
  await within(dialog).findByRole('option', { name: 'Laila Nasser' });
  return { ...rendered, dialog };
}

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('the time picker', () => {
  it('offers hours 1 to 12, minutes 00/15/30/45 and AM/PM', async () => {
    const { dialog } = await openAddCall();

    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Hour' }))).toEqual([
      'Hour',
      ...Array.from({ length: 12 }, (_, index) => String(index + 1)),
    ]);
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Minutes' }))).toEqual([
      '00',
      '15',
      '30',
      '45',
    ]);
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'AM/PM' }))).toEqual([
      'AM',
      'PM',
    ]);
  });

  it.each([
    ['2', '30', 'PM', '14:30:00'],
    ['12', '00', 'AM', '00:00:00'],
    ['12', '45', 'PM', '12:45:00'],
    ['9', '15', 'AM', '09:15:00'],
  ])('sends %s:%s %s as %s', async (hour, minute, meridiem, sent) => {
    api.on('POST', CALLS_PATH, { status: 201, body: makeCall({ id: 2 }) });
    const { user, dialog } = await openAddCall();

    await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Omar Khalil');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), minute);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'AM/PM' }), meridiem);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), hour);
    await user.type(within(dialog).getByLabelText(/Duration/), '3 months');
    await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

    await waitFor(() => expect(api.calls('POST', CALLS_PATH)).toHaveLength(1));
    expect(api.calls('POST', CALLS_PATH)[0]?.body).toMatchObject({ time: sent, months: 3 });
  });
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
  const { user, dialog } = await openAddCall();

  expect(api.calls('GET', USERS_PATH)[0]?.query).toEqual({
    page: '1',
    page_size: '1000',
    role: 'instructor,supervisor,account_manager',
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
  const { user, dialog } = await openAddCall();

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

it('requires the Caller Name on create and sends nothing while the form is invalid', async () => {
  const { user, dialog } = await openAddCall();

  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  expect(await within(dialog).findByText('Caller Name is required')).toBeVisible();
  expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
  expect(api.calls('POST', CALLS_PATH)).toHaveLength(0);
});

describe('validation on blur', () => {
  it('checks the caller and the time when they lose focus', async () => {
    const { user, dialog } = await openAddCall();

    await user.click(within(dialog).getByLabelText(/Caller Name/));
    await user.click(within(dialog).getByRole('combobox', { name: 'Hour' }));
    expect(await within(dialog).findByText('Caller Name is required')).toBeVisible();
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Duration/));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
  });

  it.each([
    ['', 'This field is required'],
    ['0 months', 'Months must be at least 1'],
    ['about a year', 'Months must be at least 1'],
  ])('says what is wrong with the duration %j', async (duration, message) => {
    const { user, dialog } = await openAddCall();
    const field = within(dialog).getByLabelText(/Duration/);

    if (duration) await user.type(field, duration);
    else await user.click(field);
    await user.tab();

    expect(await within(dialog).findByText(message)).toBeVisible();
  });

  it('takes the leading number of the duration as months', async () => {
    api.on('POST', CALLS_PATH, { status: 201, body: makeCall({ id: 2 }) });
    const { user, dialog } = await openAddCall();

    await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Omar Khalil');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '10');
    await user.type(within(dialog).getByLabelText(/Duration/), ' 12months please');
    await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

    await waitFor(() => expect(api.calls('POST', CALLS_PATH)).toHaveLength(1));
    expect(api.calls('POST', CALLS_PATH)[0]?.body).toMatchObject({ months: 12 });
  });
});

it("shows the server's field errors on the fields and the catalogue's toast", async () => {
  api.on('POST', CALLS_PATH, {
    status: 400,
    body: { instructor: ['User 6 is not an instructor.'], months: ['Months must be at least 1'] },
  });
  const { user, dialog } = await openAddCall();

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
  const { user, dialog } = await openAddCall('account_manager');

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
  signIn(makeUser('operations_manager'));
  const { user } = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  await user.click(await screen.findByRole('button', { name: 'Add Call' }));

  const dialog = await screen.findByRole('dialog', { name: 'Add Call' });
  expect(
    await within(dialog).findByText(
      'Access denied. You do not have permission to view staff members.',
    ),
  ).toBeVisible();
});

describe('Edit Call', () => {
  async function openEditCall() {
    signIn(makeUser('operations_manager'));
    const rendered = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
    const card = await screen.findByRole('article', { name: 'Omar Khalil' });
    await rendered.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Call' });
    await within(dialog).findByRole('option', { name: 'Laila Nasser' });
    return { ...rendered, dialog };
  }

  it("fills the form with the call, its duration shown as 'N months'", async () => {
    const { dialog } = await openEditCall();

    expect(within(dialog).getByLabelText(/Caller Name/)).toHaveValue(String(STAFF.omar.id));
    expect(within(dialog).getByRole('combobox', { name: 'Hour' })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: 'Minutes' })).toHaveValue('30');
    expect(within(dialog).getByRole('combobox', { name: 'AM/PM' })).toHaveValue('PM');
    expect(within(dialog).getByLabelText(/Duration/)).toHaveValue('7 months');
    expect(within(dialog).getByLabelText('Supervisor')).toHaveValue(String(STAFF.mona.id));
    expect(within(dialog).getByLabelText('Account Manager')).toHaveValue(String(STAFF.karim.id));
  });

  it('replaces the whole call with PUT, then reloads with a toast', async () => {
    api.on('PUT', `${CALLS_PATH}1/`, ({ body }) => {
      calls = [makeCall({ months: (body as { months: number }).months, supervisor_name: null })];
      return { status: 200, body: calls[0] };
    });
    const { user, dialog } = await openEditCall();

    const duration = within(dialog).getByLabelText(/Duration/);
    await user.clear(duration);
    await user.type(duration, '9 months');
    await user.selectOptions(within(dialog).getByLabelText('Supervisor'), 'No supervisor');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Call updated successfully!')).toBeVisible();
    expect(api.calls('PUT', `${CALLS_PATH}1/`)[0]?.body).toEqual({
      instructor: STAFF.omar.id,
      time: '14:30:00',
      months: 9,
      supervisor: null,
      account_manager: STAFF.karim.id,
    });
    const card = await screen.findByRole('article', { name: 'Omar Khalil' });
    expect(await within(card).findByText('9 months')).toBeVisible();
  });

  it("reports a failed update with the server's detail", async () => {
    api.on('PUT', `${CALLS_PATH}1/`, { status: 404, body: { detail: 'Not found.' } });
    const { user, dialog } = await openEditCall();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Not found.')).toBeVisible();
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, dialog } = await openEditCall();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Call' })).not.toBeInTheDocument(),
    );
    expect(api.calls('PUT', `${CALLS_PATH}1/`)).toHaveLength(0);
  });
});
