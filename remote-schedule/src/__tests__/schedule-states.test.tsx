// The schedule's states (spec sections 2 and 8): loading, refresh, errors as a card or, once data
// is shown, as a banner, dismissing them, and the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Schedule from '../exposes/Schedule';
import { SCHEDULE, scheduleItem } from './support/schedule-fixtures';
import { counter } from './support/schedule-screen';

const PATH = '/api/schedule/';

const api = setupFakeApi();

/** Each request waits until the test lets it answer, in order. */
function heldAnswers() {
  const waiting: (() => void)[] = [];
  return {
    hold: (answer: { status: number; body?: unknown }) => () =>
      new Promise<typeof answer>((resolve) => waiting.push(() => resolve(answer))),
    /** Answers the oldest held request, once it has reached the server. */
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
    },
  };
}

async function openSchedule() {
  signIn(makeStaffUser('account_manager'));
  return renderScreen(<Schedule />, { apiUrl: api.url, path: '/schedule' });
}

const refreshButton = () => screen.getByRole('button', { name: 'Refresh' });

it('shows the loading state with Refresh disabled until the schedule arrives', async () => {
  const answers = heldAnswers();
  api.on('GET', PATH, answers.hold({ status: 200, body: SCHEDULE }));
  await openSchedule();

  expect(await screen.findByText('Loading schedule...')).toBeVisible();
  expect(screen.getByText('Please wait while we fetch the latest data')).toBeVisible();
  expect(refreshButton()).toBeDisabled();

  await answers.release();
  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(screen.queryByText('Loading schedule...')).not.toBeInTheDocument();
  expect(refreshButton()).toBeEnabled();
});

it('refreshes on Refresh, keeping the table while it loads, then shows the new data', async () => {
  let answer = 0;
  const answers = heldAnswers();
  api.on('GET', PATH, () =>
    answer++ === 0
      ? { status: 200, body: SCHEDULE }
      : answers.hold({
          status: 200,
          body: [...SCHEDULE, scheduleItem('sat/tue', '8 PM - 10 PM', 'Nour Ali', 4)],
        })(),
  );
  const { user } = await openSchedule();
  await screen.findByRole('table', { name: 'Instructor Schedule' });

  await user.click(refreshButton());
  expect(refreshButton()).toBeDisabled();
  expect(screen.getByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(screen.queryByText('Loading schedule...')).not.toBeInTheDocument();

  await answers.release();
  expect(await screen.findByRole('columnheader', { name: 'Nour Ali' })).toBeVisible();
  expect(counter('Total Classes')).toBe('11');
  expect(refreshButton()).toBeEnabled();
  expect(await screen.findByText('Schedule refreshed successfully!')).toBeVisible();
  expect(api.calls('GET', PATH)).toHaveLength(2);
});

it('shows a failed refresh as a banner above the data it keeps, until dismissed', async () => {
  let answer = 0;
  api.on('GET', PATH, () =>
    answer++ === 0
      ? { status: 200, body: SCHEDULE }
      : { status: 500, body: { detail: 'Database unavailable.' } },
  );
  const { user } = await openSchedule();
  await screen.findByRole('table', { name: 'Instructor Schedule' });

  await user.click(refreshButton());

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Error Loading Schedule');
  expect(banner).toHaveTextContent('Server error. Please try again later.');
  expect(screen.getByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(counter('Total Classes')).toBe('10');
  // The banner comes before the content.
  expect(
    banner.compareDocumentPosition(screen.getByRole('group', { name: 'Instructors' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();

  await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
});

it('shows a first-load error with its message and a dismiss (×) button', async () => {
  api.on('GET', PATH, { status: 404, body: { detail: 'Not found.' } });
  const { user } = await openSchedule();

  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading', { name: 'Error Loading Schedule' })).toBeVisible();
  expect(error).toHaveTextContent('Schedule endpoint not found.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(refreshButton()).toBeEnabled();

  await user.click(within(error).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('No Schedule Data')).toBeVisible();
});

it('recovers from a first-load error on Refresh', async () => {
  let answer = 0;
  api.on('GET', PATH, () => (answer++ === 0 ? { status: 503 } : { status: 200, body: SCHEDULE }));
  const { user } = await openSchedule();
  await screen.findByRole('alert');

  await user.click(refreshButton());

  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the empty state when there are no classes', async () => {
  api.on('GET', PATH, { status: 200, body: [] });
  await openSchedule();

  expect(await screen.findByRole('heading', { name: 'No Schedule Data' })).toBeVisible();
  expect(screen.getByText('Try refreshing to load the latest schedule data')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Instructors' })).not.toBeInTheDocument();
});
