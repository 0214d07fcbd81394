import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupRow } from 'shared-domain';
import { renderUi } from './renderUi';
import { SearchablePicker, type SearchablePickerProps } from '../pickers/SearchablePicker';
import { groupPickerChoice } from '../pickers/group-choice';

const CHOICES = [
  { id: 1, label: 'Group 1', details: 'L1 · Sat/Tue 4 PM - 6 PM · 3 / 12 students' },
  { id: 2, label: 'Group 2', details: 'L1 · Mon/Thu 6 PM - 8 PM · 2 / 2 students', flag: 'Full' },
];

async function renderPicker(props: Partial<SearchablePickerProps> = {}) {
  const onChange = jest.fn();
  const onSearch = jest.fn();
  const onRetry = jest.fn();
  const view = await renderUi(
    <SearchablePicker
      legend="Group"
      searchLabel="Search groups"
      choices={CHOICES}
      selected={[]}
      onChange={onChange}
      onSearch={onSearch}
      loading={false}
      onRetry={onRetry}
      emptyText="No groups found."
      {...props}
    />,
  );
  return { view, onChange, onSearch, onRetry };
}

describe('SearchablePicker', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each choice with its details and flag, and picks one', async () => {
    const { onChange } = await renderPicker();
    const group = screen.getByRole('group', { name: 'Group' });
    const full = within(group).getByRole('radio', { name: /Group 2/ });
    expect(full).toHaveAccessibleName(/Group 2 *Full *L1 · Mon\/Thu 6 PM - 8 PM · 2 \/ 2 students/);
    await userEvent.click(within(group).getByRole('radio', { name: /Group 1/ }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
  });

  it('adds and removes choices when several may be picked', async () => {
    const { onChange } = await renderPicker({ multiple: true, selected: [2] });
    await userEvent.click(screen.getByRole('checkbox', { name: /Group 1/ }));
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Group 2/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('reports the search term once typing pauses', async () => {
    jest.useFakeTimers();
    const { onSearch } = await renderPicker();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search groups' }), {
      target: { value: 'LC1' },
    });
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(onSearch).toHaveBeenCalledWith('LC1');
  });

  it('has loading, empty and error states, the error with Retry', async () => {
    const { view } = await renderPicker({ choices: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    view.unmount();

    const { view: emptyView } = await renderPicker({ choices: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No groups found.');
    emptyView.unmount();

    const { onRetry } = await renderPicker({ error: 'Failed to load groups' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load groups');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('groupPickerChoice', () => {
  const group = {
    id: 12,
    current_level: 9,
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    students_count: 10,
    max_capacity: 10,
  } as GroupRow;

  it('names the group and gives its level, schedule and fill, flagged Full when full', () => {
    expect(groupPickerChoice(group)).toEqual({
      id: 12,
      label: 'Group 12',
      details: 'LC1 · Sun/Wed 4 PM - 6 PM · 10 / 10 students',
      flag: 'Full',
    });
    expect(groupPickerChoice({ ...group, max_capacity: null }).flag).toBeUndefined();
    expect(groupPickerChoice({ ...group, max_capacity: null }).details).toContain(
      '10 students (no limit)',
    );
  });
});
