// The list screens' shared parts: the compact pager of the groups' grid, the toolbar, the empty
// state, and a failed change's toast.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { Pagination } from '../lists/Pagination';
import { ListToolbar } from '../lists/ListToolbar';
import { EmptyState } from '../lists/EmptyState';
import { notifyFailure, toaster } from '../toaster/toaster';

afterEach(() => act(() => toaster.remove()));

/** Lets the toaster (mounted by the provider) show what was just created. */
async function toastsShown() {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- the toast store updates the toaster in a microtask
  await act(async () => {});
}

describe('the compact pager', () => {
  it("says 'Showing from-to of total' and 'Page x / y', with Prev and Next", async () => {
    const onPageChange = jest.fn();
    await renderUi(
      <Pagination
        variant="compact"
        page={2}
        pageSize={10}
        total={23}
        onPageChange={onPageChange}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Showing 11-20 of 23');
    expect(pager).toHaveTextContent('Page 2 / 3');
    expect(within(pager).queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Prev' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go past either end', async () => {
    await renderUi(
      <Pagination variant="compact" page={1} pageSize={10} total={5} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 / 1');
  });
});

describe('the list toolbar', () => {
  it('shows the title, its line, Refresh, the screen’s buttons, Add and the search box', async () => {
    const onRefresh = jest.fn();
    const onAdd = jest.fn();
    await renderUi(
      <ListToolbar
        title="Groups"
        subtitle="3 groups"
        search={{ label: 'Search groups', placeholder: 'Search...', onSearch: jest.fn() }}
        onRefresh={onRefresh}
        refreshing={false}
        actions={<button type="button">Export</button>}
        add={{ label: 'Add Group', onClick: onAdd }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    expect(screen.getByText('3 groups')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('has no Add button when none is given', async () => {
    await renderUi(
      <ListToolbar
        title="Staff List"
        search={{ label: 'Search staff', placeholder: 'Search...', onSearch: jest.fn() }}
        onRefresh={jest.fn()}
        refreshing
      />,
    );
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });
});

it('the empty state shows its title, its line and its action', async () => {
  await renderUi(
    <EmptyState
      title="No calls found"
      description='No calls match "x". Try another search.'
      action={<button type="button">Clear search</button>}
    />,
  );
  const empty = screen.getByRole('status');
  expect(within(empty).getByRole('heading', { name: 'No calls found' })).toBeVisible();
  expect(empty).toHaveTextContent('No calls match "x". Try another search.');
  expect(within(empty).getByRole('button', { name: 'Clear search' })).toBeVisible();
});

describe('a failed change', () => {
  it("shows the catalogue's message over the server's second line", async () => {
    await renderUi(<p>page</p>);
    act(() => {
      notifyFailure({ message: 'Failed to create call', detail: 'Validation errors: time: taken' });
    });
    await toastsShown();
    expect(await screen.findByText('Failed to create call')).toBeInTheDocument();
    expect(screen.getByText('Validation errors: time: taken')).toBeInTheDocument();
  });

  it('shows the message alone when there is no second line', async () => {
    await renderUi(<p>page</p>);
    act(() => {
      notifyFailure({ message: 'Failed to delete call' });
    });
    await toastsShown();
    expect(await screen.findByText('Failed to delete call')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      title: 'Failed to delete call',
      description: undefined,
      type: 'error',
    });
  });
});
