// The toast store comes with the toaster's view on the first toast; until then `toaster` stands in
// with no toast shown, its settings, and a create that waits. Starts with no store (own registry).
import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_TOAST_QUEUE_LIMIT, setToastQueueLimit, toaster } from '../toaster/toaster';
import { renderUi } from './renderUi';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
  setToastQueueLimit(DEFAULT_TOAST_QUEUE_LIMIT);
});

it('answers for the store before it is there, and hands over to it without losing a toast', async () => {
  expect(toaster.getVisibleToasts()).toEqual([]);
  expect(toaster.attrs.placement).toBe('top-end');
  setToastQueueLimit(3);
  expect(toaster.attrs.max).toBe(3);

  let id = '';
  let dropped = '';
  act(() => {
    id = toaster.create({ title: 'Asked for before the store', type: 'info' });
    dropped = toaster.create({ title: 'Removed while waiting', type: 'info' });
  });
  act(() => {
    toaster.remove(dropped);
  });

  await renderUi(<p>page</p>);
  expect(await screen.findByText('Asked for before the store')).toBeInTheDocument();
  expect(screen.queryByText('Removed while waiting')).not.toBeInTheDocument();
  // Now the store answers: the limit set before it was made, its toasts, and the waiting one's id.
  expect(toaster.attrs.max).toBe(3);
  expect(toaster.getVisibleToasts().map((toast) => toast.id)).toContain(id);
  act(() => {
    toaster.dismiss(id);
  });
  await waitFor(() =>
    expect(screen.queryByText('Asked for before the store')).not.toBeInTheDocument(),
  );
});
