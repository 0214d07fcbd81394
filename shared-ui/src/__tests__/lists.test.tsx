import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { SearchInput } from '../lists/SearchInput';
import { Pagination } from '../lists/Pagination';
import { pageRange, paginationItems } from '../lists/pageRange';
import { DataTable, type DataTableColumn } from '../lists/DataTable';

describe('SearchInput', () => {
  afterEach(() => jest.useRealTimers());

  it('reports the term once, 300 ms after typing stops', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    await renderUi(<SearchInput onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'ja' } });
    act(() => {
      jest.advanceTimersByTime(200);
    });
    fireEvent.change(box, { target: { value: 'jane' } });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('jane');
  });

  it('does not report the initial value', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    await renderUi(<SearchInput onSearch={onSearch} initialValue="x" />);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('Pagination', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says which rows show and moves between pages', async () => {
    const onPageChange = jest.fn();
    await renderUi(<Pagination page={2} pageSize={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    await renderUi(<Pagination page={1} pageSize={10} total={5} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 1 to 5 of 5 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads 0 to 0 for an empty list', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  /** The pager shows, left to right, Previous, `items` (page numbers and ellipses) and Next. */
  function expectPager(items: string[]) {
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const shown = ['Previous', ...items, 'Next'];
    // The buttons in order; the ellipses between them are text, hidden from screen readers.
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(shown.filter((item) => item !== '…'));
    expect(pager).toHaveTextContent(new RegExp(`${shown.join('')}$`));
  }

  it.each([
    [3, 7, ['1', '2', '3', '4', '5', '6', '7']],
    [4, 20, ['1', '2', '3', '4', '5', '…', '20']],
    [10, 20, ['1', '…', '9', '10', '11', '…', '20']],
    [18, 20, ['1', '…', '16', '17', '18', '19', '20']],
  ])("numbers page %i of %i by shared-domain's rule", async (page, pages, items) => {
    const consoleError = jest.spyOn(console, 'error');
    await renderUi(
      <Pagination page={page} pageSize={10} total={pages * 10} onPageChange={() => {}} />,
    );
    expectPager(items);
    // Two ellipses in one list need keys of their own, or React warns.
    expect(consoleError).not.toHaveBeenCalled();
  });
});

interface Person {
  id: number;
  name: string;
  phone: string;
}

const columns: DataTableColumn<Person, { phone: string }>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name, sticky: true },
  {
    key: 'phone',
    header: 'Phone',
    render: (row) => row.phone,
    edit: (draft, update) => (
      <input
        aria-label="Phone"
        value={draft.phone}
        onChange={(e) => update({ phone: e.target.value })}
      />
    ),
  },
];

const people: Person[] = [
  { id: 1, name: 'Jane Doe', phone: '111' },
  { id: 2, name: 'Omar Ali', phone: '222' },
];

describe('DataTable', () => {
  async function renderTable(onSave: jest.Mock, onDelete: jest.Mock = jest.fn()) {
    await renderUi(
      <DataTable
        label="People"
        rows={people}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        toDraft={(row) => ({ phone: row.phone })}
        onSave={onSave}
        onDelete={onDelete}
      />,
    );
  }

  it('edits a row in place and saves the draft', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    await renderTable(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jane Doe' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '999');
    await userEvent.click(screen.getByRole('button', { name: 'Save Jane Doe' }));
    expect(onSave).toHaveBeenCalledWith(people[0], { phone: '999' });
    expect(await screen.findByRole('button', { name: 'Edit Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('keeps the draft when saving fails, and Cancel drops it', async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('400'));
    await renderTable(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Omar Ali' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Omar Ali' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('2223');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Omar Ali' }));
    const row = screen.getByRole('row', { name: /Omar Ali/ });
    expect(within(row).getByText('222')).toBeInTheDocument();
  });

  it('asks the screen to delete a row', async () => {
    const onDelete = jest.fn();
    await renderTable(jest.fn(), onDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Omar Ali' }));
    expect(onDelete).toHaveBeenCalledWith(people[1]);
  });

  it('keeps the sticky column above the inputs of an edited row scrolling beneath it', async () => {
    await renderTable(jest.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jane Doe' }));
    const cell = screen.getByRole('cell', { name: 'Jane Doe' });
    expect(cell).toHaveStyle({ position: 'sticky', left: '0px', zIndex: '1' });
  });

  it('names the table and lets the keyboard scroll its box, even with nothing to focus inside', async () => {
    await renderUi(
      <DataTable label="People" rows={people} columns={columns} getRowId={(row) => row.id} />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
  });

  it('pins the actions column to the right edge, so Save, Cancel and Delete need no sideways scroll', async () => {
    await renderTable(jest.fn());
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({
      position: 'sticky',
      right: '0px',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jane Doe' }));
    const actionsOf = (name: RegExp) =>
      within(screen.getByRole('row', { name })).getAllByRole('cell').at(-1)!;
    expect(
      within(actionsOf(/Jane Doe/)).getByRole('button', { name: 'Save Jane Doe' }),
    ).toBeVisible();
    expect(actionsOf(/Jane Doe/)).toHaveStyle({ position: 'sticky', right: '0px', zIndex: '1' });
    expect(
      within(actionsOf(/Omar Ali/)).getByRole('button', { name: 'Delete Omar Ali' }),
    ).toBeVisible();
    expect(actionsOf(/Omar Ali/)).toHaveStyle({ position: 'sticky', right: '0px' });
  });

  it('leaves Edit and Delete off the rows the screen excludes', async () => {
    await renderUi(
      <DataTable
        label="People"
        rows={people}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        toDraft={(row) => ({ phone: row.phone })}
        onSave={jest.fn()}
        onDelete={jest.fn()}
        canEditRow={(row) => row.id !== 1}
        canDeleteRow={(row) => row.id !== 2}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit Jane Doe' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Omar Ali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Omar Ali' })).not.toBeInTheDocument();
  });

  it('says so when there are no rows', async () => {
    await renderUi(
      <DataTable
        label="People"
        rows={[]}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText="No students found."
      />,
    );
    expect(screen.getByText('No students found.')).toBeInTheDocument();
  });
});

describe('paginationItems', () => {
  it('lists every page up to seven', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('uses ellipsis windows above seven', () => {
    expect(paginationItems(2, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationItems(19, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });
});
