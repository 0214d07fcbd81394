// Narrows the schedule to one day pair, asked of the server, so a large centre's schedule arrives a
// third at a time. CompactSelect, so the screen need not load `shared-ui/forms` for one select.
import { DAY_GROUPS, dayGroupLabel } from 'shared-domain';
import { CompactSelect } from 'shared-ui/lists';
import { SCHEDULE_TEXT } from '../messages';

/** Read at render, in the active language. */
const options = () => [
  { value: '', label: SCHEDULE_TEXT.allDays },
  ...DAY_GROUPS.map((days) => ({ value: days, label: dayGroupLabel(days) })),
];

export function DaysFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (days: string) => void;
}) {
  return (
    <CompactSelect
      label={SCHEDULE_TEXT.daysFilter}
      value={value}
      options={options()}
      onChange={onChange}
      size="sm"
      minW="40"
      maxW={{ sm: '48' }}
    />
  );
}
