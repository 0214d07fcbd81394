// The group forms' hours picker (spec section 2): a start and an end hour, each 1 to 12 with AM or
// PM. Apply writes them as the API's hours text ('4 PM - 6 PM') and needs both hours chosen; the
// form checks the range at once and the picker says what is wrong with it beside Apply.
import { useState } from 'react';
import { formatHours, parseHours, to12Hour, to24Hour, type Meridiem } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { Button, HStack, Stack, Text } from 'shared-ui';
import { NativeSelect } from 'shared-ui/select';
import { HOURS_TEXT } from '../messages';

const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);
const MERIDIEMS: Meridiem[] = ['AM', 'PM'];

interface Edge {
  hour: string;
  meridiem: Meridiem;
}

function edgesOf(value: string): [Edge, Edge] {
  const range = parseHours(value);
  if (!range)
    return [
      { hour: '', meridiem: 'PM' },
      { hour: '', meridiem: 'PM' },
    ];
  const [start, end] = [to12Hour(range.start), to12Hour(range.end)];
  return [
    { hour: String(start.hour), meridiem: start.meridiem },
    { hour: String(end.hour), meridiem: end.meridiem },
  ];
}

/** An edge's words: its name, and the names of its hour and AM/PM pickers. */
interface EdgeLabels {
  name: string;
  hour: string;
  meridiem: string;
}

function EdgePicker({
  labels,
  edge,
  onChange,
}: {
  labels: EdgeLabels;
  edge: Edge;
  onChange: (edge: Edge) => void;
}) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" minW="10">
        {labels.name}
      </Text>
      <NativeSelect.Root size="sm" width="24">
        <NativeSelect.Field
          aria-label={labels.hour}
          value={edge.hour}
          onChange={(event) => onChange({ ...edge, hour: event.target.value })}
        >
          <option value="">{HOURS_TEXT.hour}</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {formatNumber(hour)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="20">
        <NativeSelect.Field
          aria-label={labels.meridiem}
          value={edge.meridiem}
          onChange={(event) => onChange({ ...edge, meridiem: event.target.value as Meridiem })}
        >
          {MERIDIEMS.map((meridiem) => (
            <option key={meridiem} value={meridiem}>
              {meridiem === 'AM' ? HOURS_TEXT.am : HOURS_TEXT.pm}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

interface HoursPickerProps {
  value: string;
  onApply: (hours: string) => void;
  /** The form's error for the applied hours (outside 10 AM-10 PM, end before start). */
  error?: string;
}

export function HoursPicker({ value, onApply, error }: HoursPickerProps) {
  const [initialStart, initialEnd] = edgesOf(value);
  const [start, setStart] = useState(initialStart);
  const [end, setEnd] = useState(initialEnd);
  const ready = start.hour !== '' && end.hour !== '';

  const apply = () => {
    const from = to24Hour(Number(start.hour), start.meridiem);
    const to = to24Hour(Number(end.hour), end.meridiem);
    if (from !== null && to !== null) onApply(formatHours(from, to));
  };

  return (
    <Stack
      role="group"
      aria-label={HOURS_TEXT.picker}
      gap="2"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
    >
      <EdgePicker
        labels={{
          name: HOURS_TEXT.start,
          hour: HOURS_TEXT.startHour,
          meridiem: HOURS_TEXT.startMeridiem,
        }}
        edge={start}
        onChange={setStart}
      />
      <EdgePicker
        labels={{
          name: HOURS_TEXT.end,
          hour: HOURS_TEXT.endHour,
          meridiem: HOURS_TEXT.endMeridiem,
        }}
        edge={end}
        onChange={setEnd}
      />
      <HStack justify="space-between" align="start">
        {error ? (
          <Text fontSize="xs" color="fg.error" role="alert">
            {error}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {ready ? null : HOURS_TEXT.chooseBoth}
          </Text>
        )}
        <Button type="button" size="xs" onClick={apply} disabled={!ready}>
          {HOURS_TEXT.apply}
        </Button>
      </HStack>
    </Stack>
  );
}
