// Toasts asked for before a Toaster has mounted and started (a failure while the page loads) are
// not lost: they show once it has, in order, with the ids notify returned.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { notify, setToastQueueLimit, toaster, DEFAULT_TOAST_QUEUE_LIMIT } from '../toaster/toaster';
import { useEffect } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { renderUi } from './renderUi';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
  setToastQueueLimit(DEFAULT_TOAST_QUEUE_LIMIT);
});

/** The toasts' titles as they stand on the page, top to bottom. */
function shownTitles(): string[] {
  return screen
    .queryAllByTestId('toast')
    .map((toast) => within(toast).queryByText(/./, { selector: '.chakra-toast__title' }))
    .map((title) => title?.textContent ?? '');
}

it('shows the toasts asked for before the page mounted, in order', async () => {
  act(() => {
    notify.success('Student added successfully');
    notify.error('Failed to update group', { title: 'Update failed' });
  });

  await renderUi(<p>page</p>);
  expect(await screen.findByText('Student added successfully')).toBeInTheDocument();
  expect(screen.getByText('Update failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to update group')).toBeInTheDocument();
  // Newest on top, exactly as when the toaster was there from the start.
  expect(shownTitles()).toEqual(['Update failed', 'Student added successfully']);
});

it('shows a toast asked for while the page mounts', async () => {
  function FailsOnMount() {
    useEffect(() => {
      notify.error('Failed to fetch groups');
    }, []);
    return <p>page</p>;
  }
  await renderUi(<FailsOnMount />);
  expect(await screen.findByText('Failed to fetch groups')).toBeInTheDocument();
});

it('keeps the order of waiting toasts beyond the queue limit, their ids, and drops one dismissed while waiting', async () => {
  // No provider on the page yet: every toast waits.
  setToastQueueLimit(1);
  let first = '';
  let dismissed = '';
  act(() => {
    first = notify.info('First');
    dismissed = notify.info('Never shown');
    notify.info('Second');
    notify.info('First');
    notify.dismiss(dismissed);
  });

  render(
    <UiProvider>
      <p>page</p>
    </UiProvider>,
  );
  expect(await screen.findByText('First')).toBeInTheDocument();
  expect(shownTitles()).toEqual(['First']);

  // The id notify gave while the toast waited is the shown toast's id.
  act(() => {
    notify.dismiss(first);
  });
  await waitFor(() => expect(shownTitles()).toEqual(['Second']));
  expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
});
