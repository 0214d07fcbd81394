// The Staff List's inline edit and delete (spec sections 2, 5, 6 and 8, docs/api.md role limits).
import { screen, waitFor, within } from '@testing-library/react';
import { page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Staff from '../exposes/Staff';
import { ACCOUNT_MANAGER, INSTRUCTOR, OPS, SUPERVISOR } from './support/people-fixtures';

const USERS = '/api/users/';
const OMAR = `/api/users/${INSTRUCTOR.id}/`;
const api = setupFakeApi();

async function openStaff(viewer = OPS, rows = [OPS, INSTRUCTOR, SUPERVISOR]) {
  api.on('GET', USERS, { status: 200, body: page(rows) });
  signIn(viewer);
  const view = await renderScreen(<Staff />, { apiUrl: api.url, path: '/staff' });
  await screen.findByRole('table');
  return view;
}

const omarRow = () => screen.getByRole('row', { name: /Omar Khalil/ });

describe('inline edit', () => {
  it('edits phone, nationality, gender, status and role only; the rest is greyed', async () => {
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    const row = omarRow();
    expect(
      within(row)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Phone', 'Nationality']);
    expect(
      within(row)
        .getAllByRole('combobox')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Gender', 'Role', 'Status']);
    const role = within(row).getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Operations Manager', 'Account Manager', 'Supervisor', 'Instructor']);
    expect(within(row).getByRole('cell', { name: 'omar_khalil' })).toHaveStyle({
      color: 'var(--chakra-colors-fg-subtle)',
    });
  });

  it('sends only the changed fields, with status as is_active, then reloads', async () => {
    api.on('PATCH', OMAR, { status: 200, body: { ...INSTRUCTOR, is_active: false } });
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    await user.type(within(omarRow()).getByRole('textbox', { name: 'Phone' }), '+20 100 555 1234');
    await user.type(within(omarRow()).getByRole('textbox', { name: 'Nationality' }), 'Jordanian');
    await user.selectOptions(
      within(omarRow()).getByRole('combobox', { name: 'Status' }),
      'Inactive',
    );
    await user.selectOptions(
      within(omarRow()).getByRole('combobox', { name: 'Role' }),
      'Supervisor',
    );
    await user.click(screen.getByRole('button', { name: 'Save Omar Khalil' }));

    expect(await screen.findByText('User updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', OMAR).map((c) => c.body)).toEqual([
      {
        phone_number: '+20 100 555 1234',
        nationality: 'Jordanian',
        role: 'supervisor',
        is_active: false,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Omar Khalil' })).toBeVisible();
    expect(api.calls('GET', USERS)).toHaveLength(2);
  });

  it('says "No changes detected" and sends nothing when nothing changed', async () => {
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    await user.click(screen.getByRole('button', { name: 'Save Omar Khalil' }));
    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.calls('PATCH', OMAR)).toHaveLength(0);
  });

  it('checks the phone with the staff-form rule before sending', async () => {
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    await user.type(within(omarRow()).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Omar Khalil' }));

    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Please check the form for errors.')).toBeVisible();
    expect(api.calls('PATCH', OMAR)).toHaveLength(0);
    expect(within(omarRow()).getByRole('textbox', { name: 'Phone' })).toHaveValue('call me');
  });

  it("shows the server's refusal and keeps the draft", async () => {
    api.on('PATCH', OMAR, {
      status: 400,
      body: { phone_number: ['Ensure this field has no more than 32 characters.'] },
    });
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    await user.type(within(omarRow()).getByRole('textbox', { name: 'Nationality' }), 'Jordanian');
    await user.click(screen.getByRole('button', { name: 'Save Omar Khalil' }));

    expect(await screen.findByText('Please check the form for errors.')).toBeVisible();
    expect(screen.getByText('Ensure this field has no more than 32 characters.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Omar Khalil' })).toBeVisible();
  });

  it.each([
    [404, 'User not found.'],
    [403, 'You do not have permission to perform this action.'],
    [500, 'Failed to update staff member. Please try again.'],
  ])('reports a %i on update as "%s"', async (status, message) => {
    const detail = { 404: 'Not found.', 500: 'IntegrityError at /api/users/7/' }[status] ?? message;
    api.on('PATCH', OMAR, { status, body: { detail } });
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    await user.type(within(omarRow()).getByRole('textbox', { name: 'Nationality' }), 'Jordanian');
    await user.click(screen.getByRole('button', { name: 'Save Omar Khalil' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('keeps role and status of the viewer own row fixed, and offers no Delete for it', async () => {
    const { user } = await openStaff();
    expect(screen.queryByRole('button', { name: 'Delete Mona Fathy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Mona Fathy' }));
    const row = screen.getByRole('row', { name: /Mona Fathy/ });
    expect(within(row).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(row).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(within(row).getByRole('textbox', { name: 'Phone' })).toBeEnabled();
  });

  it('lets an account manager give instructor and supervisor roles only', async () => {
    const { user } = await openStaff(ACCOUNT_MANAGER, [SUPERVISOR, INSTRUCTOR]);
    await user.click(screen.getByRole('button', { name: 'Edit Omar Khalil' }));
    const role = within(omarRow()).getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Supervisor', 'Instructor']);
  });
});

describe('delete', () => {
  it('asks in a "Delete Staff Member" dialog, deletes, confirms and reloads', async () => {
    api.on('DELETE', OMAR, { status: 204 });
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Delete Omar Khalil' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Staff Member' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Omar Khalil?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('User deleted successfully!')).toBeVisible();
    expect(api.calls('DELETE', OMAR)).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', USERS)).toHaveLength(2));
  });

  it.each([
    [403, 'Access denied. You do not have permission to delete this user.'],
    [404, 'User not found.'],
    [500, 'Failed to delete staff member. Please try again.'],
  ])('reports a %i on delete as "%s"', async (status, message) => {
    api.on('DELETE', OMAR, { status, body: { detail: status === 500 ? 'Raw server text' : 'x' } });
    const { user } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Delete Omar Khalil' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls('GET', USERS)).toHaveLength(1);
  });

  it('moves to the last existing page when the delete empties the last page', async () => {
    let count = 11;
    api.on('GET', USERS, ({ query }) => ({
      status: 200,
      body: page(query.page === '2' && count === 11 ? [INSTRUCTOR] : [OPS], count),
    }));
    api.on('DELETE', OMAR, () => {
      count -= 1;
      return { status: 204 };
    });
    signIn(OPS);
    const { user } = await renderScreen(<Staff />, { apiUrl: api.url, path: '/staff' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Khalil' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );

    expect(await screen.findByText('Showing 1 to 10 of 10 results')).toBeVisible();
    expect(api.calls('GET', USERS).map((c) => c.query.page)).toEqual(['1', '2', '1']);
  });
});
