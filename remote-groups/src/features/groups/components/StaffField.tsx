// A staff picker of the group forms: 'Not assigned' or one of the people of a role, as the staff
// lookup lists them (spec sections 6 and 7).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import type { StaffOption } from '../api/get-staff';
import { GROUPS_TEXT } from '../messages';
import type { AssignableRole } from '../model/staff-roles';

export const STAFF_FIELDS: { role: AssignableRole; label: string }[] = [
  { role: 'instructor', label: 'Instructor' },
  { role: 'supervisor', label: 'Supervisor' },
  { role: 'account_manager', label: 'Account Manager' },
];

export interface Assignee {
  id: number | null;
  name: string | null;
}

/** The group's current assignee stays choosable even when the lookup does not list them. */
function withCurrent(options: readonly StaffOption[], current: Assignee): readonly StaffOption[] {
  const { id, name } = current;
  if (id === null || options.some((option) => option.id === id)) return options;
  return [{ id, name: name ?? `#${id}` }, ...options];
}

interface StaffFieldProps {
  label: string;
  options: readonly StaffOption[] | undefined;
  current: Assignee;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

export function StaffField({ label, options = [], current, error, registration }: StaffFieldProps) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          <option value="">{GROUPS_TEXT.notAssigned}</option>
          {withCurrent(options, current).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
