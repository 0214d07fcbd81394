// The call time picker of spec section 2: hour 1 to 12, minutes 00/15/30/45 and AM/PM. It reports
// the 24-hour 'HH:MM:SS' the API stores, or '' while no hour is chosen.
import { useState } from 'react';
import { CALL_MINUTES, parseCallTime, toCallTime, type Meridiem } from 'shared-domain/records';
import { Box, HStack } from 'shared-ui';
import { Fieldset, NativeSelect } from 'shared-ui/select';
import { formatNumber, texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

const FORM_TEXT = texts(t, 'form', en.form);

const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);
const MERIDIEMS: readonly Meridiem[] = ['AM', 'PM'];

const twoDigits = (minute: number) => String(minute).padStart(2, '0');

// The options keep Western digits and AM/PM as their values; what they show is the language's.
const hourText = (hour: string) => formatNumber(Number(hour));
const minuteText = (minute: string) => formatNumber(Number(minute), { minimumIntegerDigits: 2 });
const meridiemText = (meridiem: string) => (meridiem === 'PM' ? FORM_TEXT.pm : FORM_TEXT.am);

interface Parts {
  hour: string;
  minute: string;
  meridiem: Meridiem;
}

function partsOf(time: string): Parts {
  const parsed = parseCallTime(time);
  if (!parsed) return { hour: '', minute: '00', meridiem: 'AM' };
  return { hour: String(parsed.hour), minute: twoDigits(parsed.minute), meridiem: parsed.meridiem };
}

function timeOf({ hour, minute, meridiem }: Parts): string {
  if (hour === '') return '';
  return toCallTime(Number(hour), Number(minute), meridiem) ?? '';
}

export interface CallTimePickerProps {
  label: string;
  value: string;
  onChange: (time: string) => void;
  onBlur: () => void;
  error?: string;
  /** Marked with the star every required field has, and told to assistive technology. */
  required?: boolean;
}

export function CallTimePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
}: CallTimePickerProps) {
  // The picker keeps its own parts: minutes and AM/PM chosen before the hour must not be lost
  // while the reported time is still ''.
  const [parts, setParts] = useState(() => partsOf(value));
  // A stored time off the quarter hours (the API accepts any minute) stays selectable on edit.
  const minutes = CALL_MINUTES.map(twoDigits);
  if (!minutes.includes(parts.minute)) minutes.push(parts.minute);

  const change = (next: Partial<Parts>) => {
    const updated = { ...parts, ...next };
    setParts(updated);
    onChange(timeOf(updated));
  };

  const select = (
    name: string,
    current: string,
    options: readonly string[],
    onPick: (value: string) => void,
    textOf: (option: string) => string,
    placeholder?: string,
  ) => (
    <NativeSelect.Root size="md" flex="1" invalid={Boolean(error)}>
      <NativeSelect.Field
        aria-label={name}
        aria-required={required && name === FORM_TEXT.hour ? true : undefined}
        aria-invalid={error ? true : undefined}
        value={current}
        onChange={(event) => onPick(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {textOf(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required ? (
          <Box as="span" aria-hidden color="fg.error" ms="1">
            *
          </Box>
        ) : null}
      </Fieldset.Legend>
      <HStack gap="2">
        {select(
          FORM_TEXT.hour,
          parts.hour,
          HOURS.map(String),
          (hour) => change({ hour }),
          hourText,
          FORM_TEXT.hour,
        )}
        {select(
          FORM_TEXT.minutes,
          parts.minute,
          minutes,
          (minute) => change({ minute }),
          minuteText,
        )}
        {select(
          FORM_TEXT.meridiem,
          parts.meridiem,
          MERIDIEMS,
          (meridiem) => change({ meridiem: meridiem as Meridiem }),
          meridiemText,
        )}
      </HStack>
      {/* The size of every other field's error (Field's xs, where Fieldset's is sm). */}
      {error ? <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
