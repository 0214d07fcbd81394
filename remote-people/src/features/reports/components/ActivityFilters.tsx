// The Activity report's filters: who made the change (the centre's staff), what (the kind of
// record, the action), which record (its number) and when (a period). Each change goes to the
// address at once.
import { useQuery } from '@tanstack/react-query';
import { roleLabel } from 'shared-domain';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  AUDIT_RESOURCE_LABELS,
  auditActionLabel,
} from 'shared-domain/records';
import { Wrap } from 'shared-ui';
import { CompactSelect } from 'shared-ui/lists';
import { activityPeopleQuery } from '../api/get-activity';
import { isRecordId, type ActivityChoices } from '../hooks/use-activity-filters';
import { ACTIVITY_TEXT, REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';
import { DayFilter, FILTER_WIDTH, NumberFilter } from './ReportFilters';

export function ActivityFilters({
  choices,
  chosenName,
}: {
  choices: ActivityChoices;
  /** The chosen person's name when the staff list does not hold them (a student, a link). */
  chosenName: string | null;
}) {
  const { values, setFilter } = choices.filters;
  const people = useQuery(activityPeopleQuery()).data ?? [];
  const chosen = values.actor;
  return (
    <Wrap gap="3" align="center" {...PRINT_HIDDEN}>
      <CompactSelect
        label={ACTIVITY_TEXT.who}
        value={chosen}
        options={[
          { value: '', label: ACTIVITY_TEXT.everyone },
          ...people.map((person) => ({
            value: String(person.id),
            label: `${person.name} (${roleLabel(person.role)})`,
          })),
          ...(chosen && !people.some((person) => String(person.id) === chosen)
            ? [{ value: chosen, label: chosenName ?? ACTIVITY_TEXT.chosenPerson }]
            : []),
        ]}
        onChange={(value) => setFilter('actor', value)}
        {...FILTER_WIDTH}
      />
      <CompactSelect
        label={ACTIVITY_TEXT.resource}
        value={values.resource}
        options={[
          { value: '', label: ACTIVITY_TEXT.allResources },
          ...AUDIT_RESOURCES.map((resource) => ({
            value: resource,
            label: AUDIT_RESOURCE_LABELS[resource],
          })),
        ]}
        onChange={(value) => setFilter('resource', value)}
        {...FILTER_WIDTH}
      />
      <CompactSelect
        label={ACTIVITY_TEXT.action}
        value={values.action}
        options={[
          { value: '', label: ACTIVITY_TEXT.allActions },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) })),
        ]}
        onChange={(value) => setFilter('action', value)}
        {...FILTER_WIDTH}
      />
      <NumberFilter
        label={ACTIVITY_TEXT.record}
        value={values.record}
        placeholder={ACTIVITY_TEXT.anyRecord}
        valid={isRecordId}
        onChange={(value) => setFilter('record', value)}
      />
      <DayFilter
        label={REPORT_TEXT.from}
        value={values.from}
        onChange={(v) => setFilter('from', v)}
      />
      <DayFilter label={REPORT_TEXT.to} value={values.to} onChange={(v) => setFilter('to', v)} />
    </Wrap>
  );
}
