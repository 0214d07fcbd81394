// A staff choice of the call form (Caller Name, Supervisor, Account Manager), as a native select
// whose value is the person's id as text; '' is the empty choice.
import type { ComponentProps } from 'react';
import { NativeSelect } from 'shared-ui/select';
import type { StaffChoice } from '../api/get-staff-choices';

interface StaffSelectProps extends ComponentProps<typeof NativeSelect.Field> {
  choices: readonly StaffChoice[];
  emptyLabel: string;
  /** The call's current person, offered even when the lookup does not list them. */
  current?: StaffChoice | null;
}

export function StaffSelect({ choices, emptyLabel, current, ...field }: StaffSelectProps) {
  const options =
    current && !choices.some((choice) => choice.id === current.id)
      ? [current, ...choices]
      : choices;
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{emptyLabel}</option>
        {options.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
