// A staff picker of the group forms: 'Not assigned' or one of the people of a role.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelect } from 'shared-ui';
import type { StaffOption } from '../api/get-staff';
import { GROUPS_TEXT } from '../model/messages';

interface StaffSelectProps {
  options: readonly StaffOption[];
  registration: UseFormRegisterReturn;
}

export function StaffSelect({ options, registration }: StaffSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        <option value="">{GROUPS_TEXT.notAssigned}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
