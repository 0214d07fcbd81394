// The toaster's view is fetched on the first toast: no toast region until something
// notifies, and the toasts asked for before the view is there are not lost. This file starts with
// no view loaded (its own module registry), so the order of its tests matters.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { notify, setToastQueueLimit, toaster, DEFAULT_TOAST_QUEUE_LIMIT } from '../toaster/toaster';
import { UiProvider } from '../theme/UiProvider';
import { renderUi } from './renderUi';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
  setToastQueueLimit(DEFAULT_TOAST_QUEUE_LIMIT);
});

const region = () => screen.queryByRole('region', { name: /Notifications/ });

/** The toasts' titles as they stand on the page, top to bottom. */
function shownTitles(): string[] {
  return screen
    .queryAllByTestId('toast')
    .map((toast) => within(toast).queryByText(/./, { selector: '.chakra-toast__title' }))
    .map((title) => title?.textContent ?? '');
}

it('mounts no toaster until the first toast, then shows the toasts asked for meanwhile, in order', async () => {
  await renderUi(<p>page</p>);
  expect(region()).not.toBeInTheDocument();
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

  // Both asked for in one go, before the view's chunk has arrived.
  act(() => {
    notify.success('Student added successfully');
    notify.error('Failed to update group', { title: 'Update failed' });
  });
  expect(region()).not.toBeInTheDocument();

  expect(await screen.findByText('Student added successfully')).toBeInTheDocument();
  expect(screen.getByText('Update failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to update group')).toBeInTheDocument();
  expect(region()).toBeInTheDocument();
  // Newest on top, exactly as when the toaster was there from the start.
  expect(shownTitles()).toEqual(['Update failed', 'Student added successfully']);
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
