// 'Add New Staff Member' (spec sections 3, 5, 6 and 8): defaults, validation on blur, the password
// generator, role limits, the payload and the server's field errors.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Staff from '../exposes/Staff';
import { ACCOUNT_MANAGER, INSTRUCTOR, OPS } from './support/people-fixtures';

const USERS = '/api/users/';
const api = setupFakeApi();

async function openAddModal(viewer = OPS) {
  api.on('GET', USERS, { status: 200, body: page([INSTRUCTOR]) });
  signIn(viewer);
  const view = await renderScreen(<Staff />, { apiUrl: api.url, path: '/staff' });
  await view.user.click(await screen.findByRole('button', { name: 'Add Staff' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Staff Member' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`));

async function fillNames(user: UserEvent, dialog: HTMLElement) {
  await user.type(field(dialog, 'First Name'), 'Hany');
  await user.type(field(dialog, 'Last Name'), 'Zaki');
  await user.type(field(dialog, 'Username'), 'hany_zaki');
  await user.type(field(dialog, 'Email'), 'hany@linguadesk.test');
  await user.type(field(dialog, 'Phone Number'), '+20 100 222 3333');
}

it('opens with nationality Egyptian, gender male, role instructor and a generated password', async () => {
  const { user, dialog } = await openAddModal();
  expect(field(dialog, 'Nationality')).toHaveValue('Egyptian');
  expect(field(dialog, 'Gender')).toHaveValue('male');
  expect(field(dialog, 'Role')).toHaveValue('instructor');
  const password = within(dialog).getByLabelText(/^Password/);
  const preset = (password as HTMLInputElement).value;
  expect(preset).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12}$/);
  expect(password).toHaveAttribute('type', 'password');

  await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect((password as HTMLInputElement).value).toHaveLength(12);
  expect((password as HTMLInputElement).value).not.toBe(preset);
});

it('offers every staff role to an operations manager, instructors and supervisors to an account manager', async () => {
  const ops = await openAddModal(OPS);
  expect(
    within(field(ops.dialog, 'Role'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Operations Manager', 'Account Manager', 'Supervisor', 'Instructor']);
  ops.unmount();

  const am = await openAddModal(ACCOUNT_MANAGER);
  expect(
    within(field(am.dialog, 'Role'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Supervisor', 'Instructor']);
  expect(field(am.dialog, 'Role')).toHaveValue('instructor');
});

it('shows each rule on blur; middle name is labelled required but not checked', async () => {
  const { user, dialog } = await openAddModal();
  for (const label of ['First Name', 'Middle Name', 'Last Name', 'Username']) {
    await user.click(field(dialog, label));
    await user.tab();
  }
  await waitFor(() =>
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3),
  );
  expect(field(dialog, 'Middle Name')).toBeRequired();

  await user.type(field(dialog, 'Email'), 'hany@');
  await user.type(field(dialog, 'Phone Number'), 'phone');
  const password = within(dialog).getByLabelText(/^Password/);
  await user.clear(password);
  await user.type(password, 'abc');
  await user.tab();
  expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
  expect(within(dialog).getByText('Please enter a valid phone number')).toBeVisible();
  expect(within(dialog).getByText('Password must be at least 8 characters')).toBeVisible();
  expect(api.calls('POST', USERS)).toHaveLength(0);
});

it('creates the staff member, confirms, closes and reloads the list', async () => {
  api.on('POST', USERS, { status: 201, body: { ...INSTRUCTOR, id: 40 } });
  const { user, dialog } = await openAddModal();
  await fillNames(user, dialog);
  await user.selectOptions(field(dialog, 'Role'), 'Supervisor');
  const password = within(dialog).getByLabelText(/^Password/);
  await user.clear(password);
  await user.type(password, 'Welcome123');
  await user.click(within(dialog).getByRole('button', { name: 'Create Staff Member' }));

  expect(await screen.findByText('User created successfully!')).toBeVisible();
  expect(api.calls('POST', USERS).map((c) => c.body)).toEqual([
    {
      email: 'hany@linguadesk.test',
      username: 'hany_zaki',
      first_name: 'Hany',
      middle_name: '',
      last_name: 'Zaki',
      password: 'Welcome123',
      phone_number: '+20 100 222 3333',
      nationality: 'Egyptian',
      gender: 'male',
      role: 'supervisor',
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.calls('GET', USERS)).toHaveLength(2));
});

it("puts the server's field errors on the fields with 'Please check the form for errors.'", async () => {
  api.on('POST', USERS, {
    status: 400,
    body: { email: ['A user with this email already exists.'] },
  });
  const { user, dialog } = await openAddModal();
  await fillNames(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Create Staff Member' }));

  expect(await within(dialog).findByText('A user with this email already exists.')).toBeVisible();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the form for errors.');
});

it("shows the server's explanation of a 403 refusal", async () => {
  api.on('POST', USERS, {
    status: 403,
    body: { detail: 'You do not have permission to perform this action.' },
  });
  const { user, dialog } = await openAddModal();
  await fillNames(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Create Staff Member' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You do not have permission to perform this action.',
  );
  expect(screen.getByRole('dialog', { name: 'Add New Staff Member' })).toBeVisible();
});
