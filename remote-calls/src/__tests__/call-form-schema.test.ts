// The call form's values to the API payload: the duration's leading number is the months, the
// time passes as the picker reports it, and empty selects are unassigned (spec sections 2 and 5).
import { callForm, newCallForm } from '../features/calls/form/call-form';
import { callFormSchema } from '../features/calls/form/call-form-schema';
import { makeCall } from './support/calls-fixtures';

const filled = { instructor: '5', time: '14:30:00', supervisor: '', account_manager: '8' };

it.each([
  ['7 months', 7],
  ['7', 7],
  ['  12 months', 12],
  ['3months', 3],
  ['1 month', 1],
])('reads the duration %j as %d months', (months, expected) => {
  expect(callFormSchema.parse({ ...filled, months })).toEqual({
    instructor: 5,
    time: '14:30:00',
    months: expected,
    supervisor: null,
    account_manager: 8,
  });
});

it.each([
  ['', 'This field is required'],
  ['months: 7', 'Duration must be a number of months, e.g. 7 months'],
  ['seven months', 'Duration must be a number of months, e.g. 7 months'],
  ['0 months', 'Months must be at least 1'],
])('refuses the duration %j with %j', (months, message) => {
  const result = callFormSchema.safeParse({ ...filled, months });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['months', message],
  ]);
});

it('requires the caller and the time with the spec messages', () => {
  const result = callFormSchema.safeParse({ ...filled, instructor: '', time: '', months: '2' });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['instructor', 'Caller Name is required'],
    ['time', 'This field is required'],
  ]);
});

it('starts a new call empty, with an account manager preset when given', () => {
  expect(newCallForm(null)).toEqual({
    instructor: '',
    time: '',
    months: '',
    supervisor: '',
    account_manager: '',
  });
  expect(newCallForm(8).account_manager).toBe('8');
});

it("shows an existing call's duration as text", () => {
  expect(callForm(makeCall({ months: 7, supervisor: null }))).toEqual({
    instructor: '5',
    time: '14:30:00',
    months: '7 months',
    supervisor: '',
    account_manager: '8',
  });
});
