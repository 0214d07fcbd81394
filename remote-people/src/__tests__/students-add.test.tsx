// The 'Add New Student' modal (spec sections 3, 5 and 8): validation on blur, the payload sent,
// the server's field errors on the fields.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Students from '../exposes/Students';
import { OPS, SARA } from './support/people-fixtures';

const LIST = '/api/student-profiles/';
const CREATE = '/api/student/';
const api = setupFakeApi();

async function openAddModal() {
  api.on('GET', LIST, { status: 200, body: page([SARA]) });
  signIn(OPS);
  const view = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
  await view.user.click(await screen.findByRole('button', { name: 'Add Student' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Student' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`));

async function fillValid(user: UserEvent, dialog: HTMLElement) {
  const values: [string, string][] = [
    ['First Name', 'Laila'],
    ['Middle Name', 'M'],
    ['Last Name', 'Adel'],
    ['Username', 'laila_adel'],
    ['Email', 'laila@example.com'],
    ['Phone Number', '+20 (100) 123-4567'],
    ['Nationality', 'Egyptian'],
  ];
  for (const [label, value] of values) await user.type(field(dialog, label), value);
  await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
  await user.selectOptions(field(dialog, 'Gender'), 'Female');
}

it('shows the required message of each field on blur', async () => {
  const { user, dialog } = await openAddModal();
  for (const label of [
    'First Name',
    'Middle Name',
    'Last Name',
    'Username',
    'Email',
    'Phone Number',
    'Nationality',
  ]) {
    await user.click(field(dialog, label));
    await user.tab();
  }
  await waitFor(() =>
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(7),
  );
});

it('checks email, password, phone, amounts and total levels on blur', async () => {
  const { user, dialog } = await openAddModal();
  await user.type(field(dialog, 'Email'), 'not-an-email');
  await user.type(within(dialog).getByLabelText(/^Password/), 'short');
  await user.type(field(dialog, 'Phone Number'), 'call me');
  const amount = field(dialog, 'Total Amount');
  await user.clear(amount);
  await user.type(amount, '-5');
  const outstanding = field(dialog, 'Outstanding Amount');
  await user.clear(outstanding);
  await user.type(outstanding, '-1');
  const total = field(dialog, 'Total Levels');
  await user.clear(total);
  await user.type(total, '-2');
  await user.tab();

  for (const message of [
    'Please enter a valid email address',
    'Password must be at least 8 characters',
    'Please enter a valid phone number',
    'Amount cannot be negative',
    'Outstanding amount cannot be negative',
    'Total levels must be 0 or a positive number',
  ])
    expect(await within(dialog).findByText(message)).toBeVisible();
  expect(api.calls('POST', CREATE)).toHaveLength(0);
});

it('refuses an outstanding amount above the total amount', async () => {
  const { user, dialog } = await openAddModal();
  await fillValid(user, dialog);
  const amount = field(dialog, 'Total Amount');
  await user.clear(amount);
  await user.type(amount, '100');
  const outstanding = field(dialog, 'Outstanding Amount');
  await user.clear(outstanding);
  await user.type(outstanding, '150');
  await user.click(within(dialog).getByRole('button', { name: 'Create Student' }));

  expect(
    await within(dialog).findByText('Outstanding amount cannot be greater than total amount'),
  ).toBeVisible();
  expect(api.calls('POST', CREATE)).toHaveLength(0);
});

it('creates the student with the defaults, confirms, closes and reloads the list', async () => {
  api.on('POST', CREATE, ({ body }) => ({
    status: 201,
    body: { ...SARA, full_name: 'Laila M Adel', body },
  }));
  const { user, dialog } = await openAddModal();
  expect(field(dialog, 'Currency')).toHaveValue('USD');
  expect(field(dialog, 'Current Level')).toHaveValue('1');
  expect(field(dialog, 'Course Type')).toHaveValue('group');
  await fillValid(user, dialog);
  await user.type(field(dialog, 'Offer'), '3 levels for 1500');
  await user.click(within(dialog).getByRole('button', { name: 'Create Student' }));

  expect(await screen.findByText('Student created successfully!')).toBeVisible();
  expect(api.calls('POST', CREATE).map((call) => call.body)).toEqual([
    {
      email: 'laila@example.com',
      username: 'laila_adel',
      first_name: 'Laila',
      middle_name: 'M',
      last_name: 'Adel',
      password: 'Secret123',
      phone_number: '+20 (100) 123-4567',
      nationality: 'Egyptian',
      gender: 'female',
      amount: '0.00',
      outstanding_amount: '0.00',
      currency: 'USD',
      total_levels: 0,
      current_level: 1,
      private_or_group: 'group',
      offer: '3 levels for 1500',
      certificate: '',
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.calls('GET', LIST)).toHaveLength(2));
});

it('sends USD when the Currency field is cleared', async () => {
  api.on('POST', CREATE, ({ body }) => ({ status: 201, body: { ...SARA, body } }));
  const { user, dialog } = await openAddModal();
  await fillValid(user, dialog);
  await user.clear(field(dialog, 'Currency'));
  await user.click(within(dialog).getByRole('button', { name: 'Create Student' }));

  expect(await screen.findByText('Student created successfully!')).toBeVisible();
  expect(api.calls('POST', CREATE)[0]?.body).toMatchObject({ currency: 'USD' });
});

it("puts the server's field errors on the fields and its message in the modal", async () => {
  api.on('POST', CREATE, {
    status: 400,
    body: {
      email: ['A user with this email already exists.'],
      username: ['A user with this username already exists.'],
    },
  });
  const { user, dialog } = await openAddModal();
  await fillValid(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Create Student' }));

  expect(await within(dialog).findByText('A user with this email already exists.')).toBeVisible();
  expect(within(dialog).getByText('A user with this username already exists.')).toBeVisible();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Please check your input data and try again.',
  );
  expect(screen.getByRole('dialog', { name: 'Add New Student' })).toBeVisible();
});

it.each([
  [500, 'Failed to create student. Please try again.'],
  [403, 'Failed to create student. Please try again.'],
])('reports a %i as "%s"', async (status, message) => {
  api.on('POST', CREATE, { status, body: { detail: 'x' } });
  const { user, dialog } = await openAddModal();
  await fillValid(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Create Student' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
});

it('Cancel closes the modal without sending', async () => {
  const { user, dialog } = await openAddModal();
  await user.type(field(dialog, 'First Name'), 'Laila');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls('POST', CREATE)).toHaveLength(0);
});
