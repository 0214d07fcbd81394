// Editing a call (spec sections 2, 3 and 8): the form filled from the call with its duration as
// 'N months', a full replace with PUT, the toasts, and the account manager an account manager keeps.
import { screen, waitFor, within } from '@testing-library/react';
import type { Call } from 'shared-domain';
import { setupFakeApi } from 'test-support';
import { CALLS_PATH, STAFF, makeCall, serveCalls, serveStaff } from './support/calls-fixtures';
import { openEditCall } from './support/call-dialog';

const api = setupFakeApi();

let calls: Call[];

beforeEach(() => {
  calls = [makeCall()];
  serveCalls(api, () => calls);
  serveStaff(api);
});

describe('Edit Call', () => {
  it("fills the form with the call, its duration shown as 'N months'", async () => {
    const { dialog } = await openEditCall(api);

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
    const { user, dialog } = await openEditCall(api);

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
    const { user, dialog } = await openEditCall(api);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Not found.')).toBeVisible();
  });

  it("keeps the call's account manager when an account manager edits it", async () => {
    calls = [makeCall({ account_manager: 9, account_manager_name: 'Farida Hassan' })];
    api.on('PUT', `${CALLS_PATH}1/`, { status: 200, body: calls[0] });
    const { user, dialog } = await openEditCall(api, 'account_manager');

    expect(within(dialog).queryByLabelText('Account Manager')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Call updated successfully!')).toBeVisible();
    expect(api.calls('PUT', `${CALLS_PATH}1/`)[0]?.body).toMatchObject({ account_manager: 9 });
  });

  it('keeps a stored time off the quarter hours selectable', async () => {
    calls = [makeCall({ time: '22:07:00' })];
    api.on('PUT', `${CALLS_PATH}1/`, { status: 200, body: calls[0] });
    const { user, dialog } = await openEditCall(api);

    expect(within(dialog).getByRole('combobox', { name: 'Hour' })).toHaveValue('10');
    expect(within(dialog).getByRole('combobox', { name: 'Minutes' })).toHaveValue('07');
    expect(within(dialog).getByRole('combobox', { name: 'AM/PM' })).toHaveValue('PM');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.calls('PUT', `${CALLS_PATH}1/`)).toHaveLength(1));
    expect(api.calls('PUT', `${CALLS_PATH}1/`)[0]?.body).toMatchObject({ time: '22:07:00' });
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, dialog } = await openEditCall(api);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Call' })).not.toBeInTheDocument(),
    );
    expect(api.calls('PUT', `${CALLS_PATH}1/`)).toHaveLength(0);
  });
});
