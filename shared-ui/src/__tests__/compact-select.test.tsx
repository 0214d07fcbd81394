// CompactSelect (`shared-ui/lists`): a list's labelled filter or cell, Chakra's NativeSelect.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CompactSelect, type CompactSelectProps } from '../lists/CompactSelect';
import { renderUi } from './renderUi';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function Controlled(props: Partial<CompactSelectProps> & { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CompactSelect
      label="Status"
      value={value}
      options={OPTIONS}
      {...props}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

it('offers its options under its label and reports the chosen value', async () => {
  const onChange = jest.fn();
  await renderUi(<Controlled onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Status' });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'All',
    'Active',
    'Inactive',
  ]);
  expect(select).toHaveValue('');

  await userEvent.selectOptions(select, 'Inactive');
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('inactive');
  expect(select).toHaveValue('inactive');
});

it("is disabled when told (a staff member's own role)", async () => {
  await renderUi(<Controlled onChange={() => {}} disabled />);
  expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
});
