// CompactSelect must be Chakra's NativeSelect on screen at each size and state the screens use: the
// same elements, attributes and class names (emotion names a class by its styles' hash).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NativeSelect } from '../select';
import { CompactSelect, type CompactSelectProps } from '../lists/CompactSelect';
import { UiProvider } from '../theme/UiProvider';
import { renderUi } from './renderUi';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function markup(element: React.ReactElement): string {
  const { container, unmount } = render(<UiProvider>{element}</UiProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
}

/** The layouts the screens give it: a list's cell or filter, and the schedule's day filter. */
const LAYOUTS = {
  'a list cell': { minW: '28', maxW: { md: '48' } },
  'the day filter': { minW: '40', maxW: { sm: '48' } },
} as const;

describe.each([
  ['xs', false],
  ['xs', true],
  ['sm', false],
  ['sm', true],
] as const)('at size %s (disabled: %s)', (size, disabled) => {
  it.each(Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[])(
    "draws Chakra's NativeSelect with the layout of %s",
    (layout) => {
      const chakra = markup(
        <NativeSelect.Root size={size} disabled={disabled} {...LAYOUTS[layout]}>
          <NativeSelect.Field aria-label="Status" value="active" onChange={() => {}}>
            {OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
      );
      const compact = markup(
        <CompactSelect
          label="Status"
          value="active"
          options={OPTIONS}
          onChange={() => {}}
          size={size}
          disabled={disabled}
          {...LAYOUTS[layout]}
        />,
      );
      expect(compact).toContain('chakra-native-select__field');
      expect(compact).toBe(chakra);
    },
  );
});

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
