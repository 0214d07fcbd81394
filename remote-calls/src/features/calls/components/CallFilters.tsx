// The Calls screen's filters: the caller (managers choose among the centre's instructors) and a
// range of durations in months, held in the page's address so a filtered list can be shared and
// reloaded. A month count is applied when its box is left or Enter is pressed, not at each key.
import { useState, type KeyboardEvent } from 'react';
import { HStack } from 'shared-ui';
import { Input, PersonFilter, type UrlFilters } from 'shared-ui/lists';
import type { CallFilter } from '../api/get-calls';
import { useStaffChoices } from '../hooks/use-staff-choices';
import { FILTER_TEXT } from '../messages';

const INSTRUCTORS = ['instructor'] as const;
const NOBODY = [] as const;

/** A month count as the address keeps it: a whole number from 1 to 1200, else none. */
export function monthsValue(text: string): string {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= 1200 ? String(value) : '';
}

/** The active instructors, read once the filter is reached. */
function useInstructors(wanted: boolean) {
  return useStaffChoices(wanted ? INSTRUCTORS : NOBODY).choices.instructor;
}

function MonthsInput({
  name,
  label,
  filters,
}: {
  name: 'months_from' | 'months_to';
  label: string;
  filters: UrlFilters<CallFilter>;
}) {
  const applied = filters.values[name];
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  // A change of the address (Back, a link) shows its value.
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }
  const apply = () => {
    const value = monthsValue(text);
    setText(value);
    if (value !== applied) filters.setFilter(name, value);
  };
  return (
    <Input
      size="sm"
      w="28"
      type="number"
      inputMode="numeric"
      min={1}
      max={1200}
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

export function CallFilters({
  filters,
  byInstructor,
}: {
  filters: UrlFilters<CallFilter>;
  byInstructor: boolean;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      {byInstructor ? (
        <PersonFilter
          label={FILTER_TEXT.instructor}
          allLabel={FILTER_TEXT.allInstructors}
          value={filters.values.instructor}
          onChange={(value) => filters.setFilter('instructor', value)}
          usePeople={useInstructors}
          minW="32"
          maxW={{ md: '48' }}
        />
      ) : null}
      <MonthsInput name="months_from" label={FILTER_TEXT.monthsFrom} filters={filters} />
      <MonthsInput name="months_to" label={FILTER_TEXT.monthsTo} filters={filters} />
    </HStack>
  );
}
