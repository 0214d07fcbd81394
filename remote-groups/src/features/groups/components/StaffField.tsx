// A staff picker of the group forms: 'Not assigned' or one of the people of a role, as the staff
// lookup lists them (spec sections 6 and 7).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormFieldOf } from 'shared-ui/form-fields';
import { NativeSelect } from 'shared-ui/select';
import type { StaffOption } from '../api/get-staff';
import { FORM_TEXT, GROUPS_TEXT } from '../messages';
import type { GroupForm } from '../hooks/use-group-form';
import type { AssignableRole } from '../model/staff-roles';

/** The staff pickers of a group form, labelled in the active language when drawn. */
export function staffFields(): { role: AssignableRole; label: string }[] {
  return [
    { role: 'instructor', label: FORM_TEXT.instructor },
    { role: 'supervisor', label: FORM_TEXT.supervisor },
    { role: 'account_manager', label: FORM_TEXT.accountManager },
  ];
}

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
  control: GroupForm['control'];
  role: AssignableRole;
  label: string;
  options: readonly StaffOption[] | undefined;
  current: Assignee;
  registration: UseFormRegisterReturn;
}

export function StaffField({
  control,
  role,
  label,
  options = [],
  current,
  registration,
}: StaffFieldProps) {
  return (
    <FormFieldOf control={control} name={role} label={label}>
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
    </FormFieldOf>
  );
}
