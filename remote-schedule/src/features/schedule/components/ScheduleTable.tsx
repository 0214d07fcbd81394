// The weekly table: Days and Time, then one column per instructor. Each day group is its own row
// group whose day cell spans all its time slots. On narrow screens the table scrolls sideways
// while the Days and Time columns stay in place.
import { type CSSProperties, memo } from 'react';
import { dayGroupDays, dayGroupLabel } from 'shared-domain';
import { formatGroupHours } from 'shared-domain/records';
import { useLocale } from 'shared-i18n/react';
import { HStack, Text } from 'shared-ui';
import { Table } from 'shared-ui/lists';
import { useElementWidth } from '../hooks/use-element-width';
import type { ScheduleModel } from '../model/build-schedule';
import { SCHEDULE_TEXT } from '../messages';
import { LevelBadge } from './LevelBadge';

const DAYS_WIDTH = { base: '20', md: '28' };
// 1% width: Days and Time shrink to their content and the instructors share the rest.
const pinned = { position: 'sticky', bg: 'bg', zIndex: 1, w: '1%' } as const;
// Pinned to the start side: the left in English, the right in Arabic, where the week reads from.
const daysColumn = { ...pinned, insetStart: '0', minW: DAYS_WIDTH } as const;
/** The Time column sticks where the Days column, as laid out, ends (--days-width). */
const timeColumn = {
  ...pinned,
  insetStart: 'var(--days-width, 5rem)',
  whiteSpace: 'nowrap',
  borderEndWidth: '1px',
} as const;

function LevelCell({ levels }: { levels: number[] }) {
  if (levels.length === 0) {
    return (
      <Text as="span" color="fg.subtle">
        -
      </Text>
    );
  }
  return (
    <HStack justify="center" gap="1" wrap="wrap">
      {levels.map((level, index) => (
        <LevelBadge key={index} level={level} />
      ))}
    </HStack>
  );
}

/**
 * A day group's rows, drawn again only when the schedule or the language changes: not when the
 * Days column's measured width (the header's) does, after the first layout and on each resize.
 */
const DayGroupRows = memo(function DayGroupRows({
  model,
  dayGroup,
}: {
  model: ScheduleModel;
  dayGroup: string;
}) {
  // Its day names and hours are read in the active language, which its parent's drawing no longer
  // passes down.
  useLocale();
  const label = dayGroupLabel(dayGroup);
  // Arabic has one name per day: the long names would repeat the short ones.
  const names = dayGroupDays(dayGroup);
  return (
    <Table.Body aria-label={label}>
      {model.timeSlots.map((slot, index) => (
        <Table.Row key={slot.label} borderTopWidth={index === 0 ? '2px' : undefined}>
          {index === 0 ? (
            <Table.Cell {...daysColumn} rowSpan={model.timeSlots.length} verticalAlign="top">
              <Text fontWeight="semibold">{label}</Text>
              {names === label ? null : (
                <Text fontSize="xs" color="fg.muted" hideBelow="md">
                  {names}
                </Text>
              )}
            </Table.Cell>
          ) : null}
          <Table.ColumnHeader scope="row" {...timeColumn} fontWeight="medium">
            {formatGroupHours(slot.label)}
          </Table.ColumnHeader>
          {model.instructors.map((instructor) => (
            <Table.Cell key={instructor} textAlign="center">
              <LevelCell levels={model.levelsAt(dayGroup, slot.label, instructor)} />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </Table.Body>
  );
});

export function ScheduleTable({ model }: { model: ScheduleModel }) {
  const days = useElementWidth<HTMLTableCellElement>();
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l3"
      bg="bg"
      role="region"
      aria-label={SCHEDULE_TEXT.tableRegion}
      // A scrolling box is reachable by keyboard (axe scrollable-region-focusable), read-only or not.
      tabIndex={0}
    >
      <Table.Root
        size="sm"
        aria-label={SCHEDULE_TEXT.title}
        borderCollapse="separate"
        borderSpacing="0"
        style={
          days.width === null ? undefined : ({ '--days-width': `${days.width}px` } as CSSProperties)
        }
      >
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ref={days.ref} {...daysColumn} zIndex={2} bg="bg.subtle">
              {SCHEDULE_TEXT.daysColumn}
            </Table.ColumnHeader>
            <Table.ColumnHeader {...timeColumn} zIndex={2} bg="bg.subtle">
              {SCHEDULE_TEXT.timeColumn}
            </Table.ColumnHeader>
            {model.instructors.map((instructor) => (
              <Table.ColumnHeader key={instructor} textAlign="center" whiteSpace="nowrap" minW="28">
                {instructor}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        {model.dayGroups.map((dayGroup) => (
          <DayGroupRows key={dayGroup} model={model} dayGroup={dayGroup} />
        ))}
      </Table.Root>
    </Table.ScrollArea>
  );
}
