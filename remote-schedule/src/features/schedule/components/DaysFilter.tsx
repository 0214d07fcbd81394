// Narrows the schedule to one day pair (Sat/Tue, Sun/Wed, Mon/Thu), asked of the server, so a
// large centre's schedule arrives a third at a time; 'All day groups' is the whole week.
import { DAY_GROUPS, dayGroupLabel } from 'shared-domain';
import { NativeSelect } from 'shared-ui/forms';
import { SCHEDULE_TEXT } from '../messages';

const OPTIONS = [
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
    <NativeSelect.Root size="sm" minW="40" maxW={{ sm: '48' }}>
      <NativeSelect.Field
        aria-label={SCHEDULE_TEXT.daysFilter}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
