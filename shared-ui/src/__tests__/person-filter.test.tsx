// PersonFilter (`shared-ui/lists`): a filter by one person whose choices are read only once the
// filter is reached, and which keeps a chosen person a shared link names.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PersonFilter, type PersonChoice } from '../lists/PersonFilter';
import { renderUi } from './renderUi';

const PEOPLE: readonly PersonChoice[] = [
  { id: 4, name: 'Omar Hassan' },
  { id: 7, name: 'Sara Nabil' },
];

function Filter({ initial, wantedLog }: { initial: string; wantedLog: boolean[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PersonFilter
      label="Instructor"
      allLabel="All instructors"
      value={value}
      onChange={setValue}
      usePeople={(wanted) => {
        wantedLog.push(wanted);
        return wanted ? PEOPLE : [];
      }}
    />
  );
}

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

it('reads the people only once the filter is reached, then filters by the one chosen', async () => {
  const wanted: boolean[] = [];
  await renderUi(<Filter initial="" wantedLog={wanted} />);
  expect(wanted).toEqual([false]);
  expect(optionTexts()).toEqual(['All instructors']);

  const select = screen.getByRole('combobox', { name: 'Instructor' });
  await userEvent.tab();
  expect(select).toHaveFocus();
  expect(optionTexts()).toEqual(['All instructors', 'Omar Hassan', 'Sara Nabil']);
  await userEvent.selectOptions(select, 'Sara Nabil');
  expect(select).toHaveValue('7');
});

it('reads the people at once for a link that names one, and keeps one no longer among them', async () => {
  const wanted: boolean[] = [];
  await renderUi(<Filter initial="9" wantedLog={wanted} />);
  expect(wanted[0]).toBe(true);
  expect(optionTexts()).toEqual(['All instructors', 'Omar Hassan', 'Sara Nabil', '#9']);
  expect(screen.getByRole('combobox', { name: 'Instructor' })).toHaveValue('9');
});
