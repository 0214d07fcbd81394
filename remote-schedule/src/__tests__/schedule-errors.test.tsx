// The schedule's error messages (spec section 8, Schedule), shown as 'Error Loading Schedule'.
import { screen } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { UNREACHABLE_API_URL, renderScreen, setupFakeApi, signIn } from 'test-support';
import { ScheduleScreen } from '../features/schedule/components/ScheduleScreen';

const PATH = '/api/schedule/';

const api = setupFakeApi();

async function expectError(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error Loading Schedule');
  expect(alert).toHaveTextContent(message);
}

it.each([
  [403, 'Access denied. You do not have permission to view the schedule.'],
  [404, 'Schedule endpoint not found.'],
  [500, 'Server error. Please try again later.'],
  [502, 'Server error. Please try again later.'],
  [409, 'An unexpected error occurred while fetching schedule.'],
])('answers %i with "%s"', async (status, message) => {
  api.on('GET', PATH, { status, body: { detail: 'Server detail' } });
  signIn(makeStaffUser());
  await renderScreen(<ScheduleScreen />, { apiUrl: api.url });

  await expectError(message);
});

it('answers a 401 that no refresh can cure with the authentication message', async () => {
  api.on('GET', PATH, { status: 401, body: { detail: 'Token expired', code: 'token_not_valid' } });
  api.on('POST', '/auth/refresh/', { status: 401, body: { detail: 'No refresh token.' } });
  signIn(makeStaffUser());
  await renderScreen(<ScheduleScreen />, { apiUrl: api.url });

  await expectError('Authentication required. Please login again.');
  expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
});

it('reports an unreachable server as a network error', async () => {
  signIn(makeStaffUser());
  await renderScreen(<ScheduleScreen />, { apiUrl: UNREACHABLE_API_URL });

  await expectError('Network error. Please check your internet connection.');
});

it('shows the page-level message for an answer that is not a schedule', async () => {
  api.on('GET', PATH, { status: 200, body: { results: 'nothing' } });
  signIn(makeStaffUser());
  await renderScreen(<ScheduleScreen />, { apiUrl: api.url });

  await expectError('Failed to load schedule data. Please try again.');
});
