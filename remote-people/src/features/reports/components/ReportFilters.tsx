// The Reports' filters: the period (Results, Movement), level, instructor (managers: a supervisor
// sees only their own groups), group number, the Results breakdown and the At risk threshold.
// Each change goes to the address at once; a number being typed is sent once it is a valid one.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AT_RISK_ATTENDANCE_PERCENT, LEVELS, PENDING_EVALUATION_DAYS } from 'shared-domain';
import { Box, HStack, Text, Wrap } from 'shared-ui';
import { CompactSelect, Input } from 'shared-ui/lists';
import { instructorsQuery } from '../api/get-instructors';
import {
  BREAKDOWNS,
  isDays,
  type Breakdown,
  type ReportChoices,
} from '../hooks/use-report-filters';
import { REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';

export const FILTER_WIDTH = { minW: '32', maxW: { md: '48' } } as const;

const BREAKDOWN_NAMES: Record<Breakdown, () => string> = {
  level: () => REPORT_TEXT.byLevel,
  instructor: () => REPORT_TEXT.byInstructor,
  group: () => REPORT_TEXT.byGroup,
};

function InstructorFilter({ choices }: { choices: ReportChoices }) {
  const chosen = choices.filters.values.instructor;
  // The instructors are read when the filter is reached, or at once for a link that names one.
  const [wanted, setWanted] = useState(chosen !== '');
  const instructors = useQuery({ ...instructorsQuery(), enabled: wanted }).data ?? [];
  return (
    <Box onPointerEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
      <CompactSelect
        label={REPORT_TEXT.instructor}
        value={chosen}
        options={[
          { value: '', label: REPORT_TEXT.allInstructors },
          ...instructors.map((person) => ({ value: String(person.id), label: person.name })),
          ...(chosen && !instructors.some((person) => String(person.id) === chosen)
            ? [{ value: chosen, label: `#${chosen}` }]
            : []),
        ]}
        onChange={(value) => choices.filters.setFilter('instructor', value)}
        {...FILTER_WIDTH}
      />
    </Box>
  );
}

/** A number typed in: sent when empty or valid, kept on screen while it is not yet. */
export function NumberFilter({
  label,
  value,
  placeholder,
  valid,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  valid: (text: string) => boolean;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [sent, setSent] = useState(value);
  // A value changed elsewhere (a link, Back) replaces the draft.
  if (value !== sent) {
    setSent(value);
    setDraft(value);
  }
  const invalid = draft !== '' && !valid(draft);
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {label}
      </Text>
      <Input
        size="sm"
        w="36"
        inputMode="numeric"
        aria-label={label}
        placeholder={placeholder}
        aria-invalid={invalid}
        value={draft}
        onChange={(event) => {
          const text = event.target.value.trim();
          setDraft(text);
          if (text === '' || valid(text)) {
            setSent(text);
            onChange(text);
          }
        }}
      />
    </HStack>
  );
}

export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  // The label shows: a date field's own placeholder (mm/dd/yyyy) does not say which end it is.
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {label}
      </Text>
      <Input
        size="sm"
        w="40"
        type="date"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </HStack>
  );
}

export function ReportFilters({
  choices,
  byInstructor,
}: {
  choices: ReportChoices;
  byInstructor: boolean;
}) {
  const { filters, report } = choices;
  const { values, setFilter } = filters;
  return (
    <Wrap gap="3" align="center" {...PRINT_HIDDEN}>
      {report === 'results' || report === 'movement' ? (
        <>
          <DayFilter
            label={REPORT_TEXT.from}
            value={values.from}
            onChange={(v) => setFilter('from', v)}
          />
          <DayFilter
            label={REPORT_TEXT.to}
            value={values.to}
            onChange={(v) => setFilter('to', v)}
          />
        </>
      ) : null}
      <CompactSelect
        label={REPORT_TEXT.level}
        value={values.level}
        options={[
          { value: '', label: REPORT_TEXT.allLevels },
          ...LEVELS.map((level) => ({ value: String(level.value), label: level.label })),
        ]}
        onChange={(value) => setFilter('level', value)}
        {...FILTER_WIDTH}
      />
      {byInstructor ? <InstructorFilter choices={choices} /> : null}
      <NumberFilter
        label={REPORT_TEXT.group}
        value={values.group}
        placeholder={REPORT_TEXT.anyGroup}
        valid={(text) => /^[1-9][0-9]{0,9}$/.test(text)}
        onChange={(value) => setFilter('group', value)}
      />
      {report === 'results' ? (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" aria-hidden>
            {REPORT_TEXT.by}
          </Text>
          <CompactSelect
            label={REPORT_TEXT.by}
            value={choices.by}
            options={BREAKDOWNS.map((by) => ({ value: by, label: BREAKDOWN_NAMES[by]() }))}
            onChange={(value) => setFilter('by', value === 'level' ? '' : value)}
            {...FILTER_WIDTH}
          />
        </HStack>
      ) : null}
      {report === 'missing' ? (
        <NumberFilter
          label={REPORT_TEXT.days}
          value={values.days}
          placeholder={String(PENDING_EVALUATION_DAYS)}
          valid={isDays}
          onChange={(value) => setFilter('days', value)}
        />
      ) : null}
      {report === 'at-risk' ? (
        <NumberFilter
          label={REPORT_TEXT.threshold}
          value={values.threshold}
          placeholder={String(AT_RISK_ATTENDANCE_PERCENT)}
          valid={(text) => /^(100|[1-9]?[0-9])$/.test(text)}
          onChange={(value) => setFilter('threshold', value)}
        />
      ) : null}
    </Wrap>
  );
}
