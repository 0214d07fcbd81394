// The Groups screen's filters (level, days, instructor, full or open), held in the page's address
// so a filtered list can be shared and reloaded. Managers choose among the centre's instructors;
// supervisors and instructors, who see only their own groups, have no instructor filter.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DAY_GROUPS, LEVELS, dayGroupLabel } from 'shared-domain';
import { Box } from 'shared-ui';
import { CompactSelect, type UrlFilters } from 'shared-ui/lists';
import { staffByRoleQuery } from '../api/get-staff';
import type { GroupFilter } from '../api/get-groups';
import { CARD_TEXT, FILTER_TEXT } from '../messages';

const FILTER_WIDTH = { minW: '32', maxW: { md: '48' } } as const;

function InstructorFilter({ filters }: { filters: UrlFilters<GroupFilter> }) {
  const chosen = filters.values.instructor;
  // The instructors are read when the filter is reached, or at once for a link that names one.
  const [wanted, setWanted] = useState(chosen !== '');
  const instructors = useQuery({ ...staffByRoleQuery('instructor'), enabled: wanted }).data ?? [];
  return (
    <Box onPointerEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
      <CompactSelect
        label={FILTER_TEXT.instructor}
        value={chosen}
        options={[
          { value: '', label: FILTER_TEXT.allInstructors },
          ...instructors.map((person) => ({ value: String(person.id), label: person.name })),
          // A chosen instructor not among the active ones (a shared link) stays shown.
          ...(chosen && !instructors.some((person) => String(person.id) === chosen)
            ? [{ value: chosen, label: `#${chosen}` }]
            : []),
        ]}
        onChange={(value) => filters.setFilter('instructor', value)}
        {...FILTER_WIDTH}
      />
    </Box>
  );
}

export function GroupFilters({
  filters,
  byInstructor,
}: {
  filters: UrlFilters<GroupFilter>;
  byInstructor: boolean;
}) {
  return (
    <>
      <CompactSelect
        label={FILTER_TEXT.level}
        value={filters.values.level}
        options={[
          { value: '', label: FILTER_TEXT.allLevels },
          ...LEVELS.map((level) => ({ value: String(level.value), label: level.label })),
        ]}
        onChange={(value) => filters.setFilter('level', value)}
        {...FILTER_WIDTH}
      />
      <CompactSelect
        label={FILTER_TEXT.days}
        value={filters.values.days}
        options={[
          { value: '', label: FILTER_TEXT.allDays },
          ...DAY_GROUPS.map((days) => ({ value: days, label: dayGroupLabel(days) })),
        ]}
        onChange={(value) => filters.setFilter('days', value)}
        {...FILTER_WIDTH}
      />
      {byInstructor ? <InstructorFilter filters={filters} /> : null}
      <CompactSelect
        label={FILTER_TEXT.capacity}
        value={filters.values.full}
        options={[
          { value: '', label: FILTER_TEXT.anyCapacity },
          { value: 'true', label: CARD_TEXT.full },
          { value: 'false', label: CARD_TEXT.open },
        ]}
        onChange={(value) => filters.setFilter('full', value)}
        {...FILTER_WIDTH}
      />
    </>
  );
}
