// The day-group filter: the schedule of one day pair is asked of the server (?days=), so a large
// centre's schedule arrives a third at a time; 'All day groups' asks for the whole week again.
import { screen, waitFor, within } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Schedule from '../exposes/Schedule';
import { SCHEDULE } from './support/schedule-fixtures';
import { counter, dayGroupNames } from './support/schedule-screen';

const PATH = '/api/schedule/';

const api = setupFakeApi();

it('asks the server for one day group and shows only its classes', async () => {
  api.on('GET', PATH, ({ query }) => ({
    status: 200,
    body: query.days ? SCHEDULE.filter((item) => item.group_days === query.days) : SCHEDULE,
  }));
  signIn(makeStaffUser('operations_manager'));
  const { user } = await renderScreen(<Schedule />, { apiUrl: api.url, path: '/schedule' });
  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(dayGroupNames()).toEqual(['Sat/Tue', 'Sun/Wed', 'Mon/Thu']);
  expect(api.calls('GET', PATH).at(-1)?.query).toEqual({});

  const filter = screen.getByRole('combobox', { name: 'Day group' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All day groups', 'Sat/Tue', 'Sun/Wed', 'Mon/Thu']);

  await user.selectOptions(filter, 'Sun/Wed');
  await waitFor(() => expect(dayGroupNames()).toEqual(['Sun/Wed']));
  expect(api.calls('GET', PATH).at(-1)?.query).toEqual({ days: 'sun/wed' });
  const sunWed = SCHEDULE.filter((item) => item.group_days === 'sun/wed').length;
  expect(counter('Total Classes')).toBe(String(sunWed));

  await user.selectOptions(filter, 'All day groups');
  await waitFor(() => expect(dayGroupNames()).toEqual(['Sat/Tue', 'Sun/Wed', 'Mon/Thu']));
});
