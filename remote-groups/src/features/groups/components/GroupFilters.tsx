// The Groups screen's filters (level, days, instructor, full or open), held in the page's address
// so a filtered list can be shared and reloaded. Managers choose among the centre's instructors;
// supervisors and instructors, who see only their own groups, have no instructor filter.
import { useQuery } from '@tanstack/react-query';
import { DAY_GROUPS, LEVELS, dayGroupLabel } from 'shared-domain';
import { CompactSelect, PersonFilter, type PersonChoice, type UrlFilters } from 'shared-ui/lists';
import { staffByRoleQuery } from '../api/get-staff';
import type { GroupFilter } from '../api/get-groups';
import { CARD_TEXT, FILTER_TEXT } from '../messages';

const FILTER_WIDTH = { minW: '32', maxW: { md: '48' } } as const;

const NOBODY: readonly PersonChoice[] = [];

/** The active instructors, read once the filter is reached. */
function useInstructors(wanted: boolean) {
  return useQuery({ ...staffByRoleQuery('instructor'), enabled: wanted }).data ?? NOBODY;
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
      {byInstructor ? (
        <PersonFilter
          label={FILTER_TEXT.instructor}
          allLabel={FILTER_TEXT.allInstructors}
          value={filters.values.instructor}
          onChange={(value) => filters.setFilter('instructor', value)}
          usePeople={useInstructors}
          {...FILTER_WIDTH}
        />
      ) : null}
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
