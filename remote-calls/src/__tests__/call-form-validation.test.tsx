// The Add Call form's time picker and its validation on blur (spec sections 2, 5): hours 1-12,
// minutes 00/15/30/45, AM/PM sent as 24-hour time; 'Caller Name is required' and the duration's
// messages.
import { waitFor, within } from '@testing-library/react';
import type { Call } from 'shared-domain';
import { setupFakeApi } from 'test-support';
import { CALLS_PATH, makeCall, serveCalls, serveStaff } from './support/calls-fixtures';
import { openAddCall } from './support/call-dialog';

const api = setupFakeApi();

let calls: Call[];

beforeEach(() => {
  calls = [makeCall()];
  serveCalls(api, () => calls);
  serveStaff(api);
});

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('the time picker', () => {
  it('marks the required Call Time with the star every required field has', async () => {
    const { dialog } = await openAddCall(api);
    const time = within(dialog).getByRole('group', { name: /Call Time/ });
    expect(time).toHaveTextContent(/^Call Time\*/);
    expect(within(time).getByRole('combobox', { name: 'Hour' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('offers hours 1 to 12, minutes 00/15/30/45 and AM/PM', async () => {
    const { dialog } = await openAddCall(api);

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
    const { user, dialog } = await openAddCall(api);

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

it('requires the Caller Name on create and sends nothing while the form is invalid', async () => {
  const { user, dialog } = await openAddCall(api);

  await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

  expect(await within(dialog).findByText('Caller Name is required')).toBeVisible();
  expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
  expect(api.calls('POST', CALLS_PATH)).toHaveLength(0);
});

describe('validation on blur', () => {
  it('checks the caller and the time when they lose focus', async () => {
    const { user, dialog } = await openAddCall(api);

    await user.click(within(dialog).getByLabelText(/Caller Name/));
    await user.click(within(dialog).getByRole('combobox', { name: 'Hour' }));
    expect(await within(dialog).findByText('Caller Name is required')).toBeVisible();
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Duration/));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
  });

  it('shows the Call Time error like every field error, and marks its selects invalid', async () => {
    const { user, dialog } = await openAddCall(api);

    await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

    const time = within(dialog).getByRole('group', { name: /Call Time/ });
    expect(await within(dialog).findByText('Caller Name is required')).toBeVisible();
    const timeError = within(time).getByText('This field is required');
    expect(timeError).toBeVisible();
    // Field errors are the xs text style (12 px); the browser journey compares the two sizes.
    expect(getComputedStyle(timeError).fontSize).toBe('var(--chakra-font-sizes-xs)');
    for (const name of ['Hour', 'Minutes', 'AM/PM']) {
      const select = within(time).getByRole('combobox', { name });
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAttribute('data-invalid');
    }
  });

  it.each([
    ['', 'This field is required'],
    ['0 months', 'Months must be at least 1'],
    ['about a year', 'Duration must be a number of months, e.g. 7 months'],
    ['seven months', 'Duration must be a number of months, e.g. 7 months'],
  ])('says what is wrong with the duration %j', async (duration, message) => {
    const { user, dialog } = await openAddCall(api);
    const field = within(dialog).getByLabelText(/Duration/);

    if (duration) await user.type(field, duration);
    else await user.click(field);
    await user.tab();

    expect(await within(dialog).findByText(message)).toBeVisible();
  });

  it('takes the leading number of the duration as months', async () => {
    api.on('POST', CALLS_PATH, { status: 201, body: makeCall({ id: 2 }) });
    const { user, dialog } = await openAddCall(api);

    await user.selectOptions(within(dialog).getByLabelText(/Caller Name/), 'Omar Khalil');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '10');
    await user.type(within(dialog).getByLabelText(/Duration/), ' 12months please');
    await user.click(within(dialog).getByRole('button', { name: 'Save Call' }));

    await waitFor(() => expect(api.calls('POST', CALLS_PATH)).toHaveLength(1));
    expect(api.calls('POST', CALLS_PATH)[0]?.body).toMatchObject({ months: 12 });
  });
});
