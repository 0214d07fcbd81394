// The fields of the Add / Edit Call form (spec section 3 "Call"): Caller Name, call time, duration,
// supervisor and account manager. An account manager does not pick the account manager: they
// become it on create (spec section 6), so the field is replaced by a notice.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { Call, CallPayload } from 'shared-domain';
import { SimpleGrid, Stack, Text } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
import type { StaffChoice, StaffChoices } from '../api/get-staff-choices';
import type { CallFormValues } from '../form/call-form';
import { CALLS_TEXT } from '../messages';
import { CallTimePicker } from './CallTimePicker';
import { StaffSelect } from './StaffSelect';

interface CallFormFieldsProps {
  register: UseFormRegister<CallFormValues>;
  control: Control<CallFormValues, unknown, CallPayload>;
  errors: FieldErrors<CallFormValues>;
  choices: StaffChoices;
  call: Call | null;
  isAccountManager: boolean;
}

function person(
  id: number | null | undefined,
  name: string | null | undefined,
): StaffChoice | null {
  return id ? { id, name: name || `#${id}` } : null;
}

export function CallFormFields({
  register,
  control,
  errors,
  choices,
  call,
  isAccountManager,
}: CallFormFieldsProps) {
  return (
    <Stack gap="4">
      <FormField label="Caller Name" required error={errors.instructor?.message}>
        <StaffSelect
          {...register('instructor')}
          choices={choices.instructor}
          current={person(call?.instructor, call?.instructor_name)}
          emptyLabel="Select caller"
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <CallTimePicker
              label="Call Time"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.time?.message}
            />
          )}
        />
        <FormField
          label="Duration"
          required
          error={errors.months?.message}
          helperText="The number of months, e.g. 7 months"
        >
          <Input placeholder="7 months" {...register('months')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Supervisor" error={errors.supervisor?.message}>
        <StaffSelect
          {...register('supervisor')}
          choices={choices.supervisor}
          current={person(call?.supervisor, call?.supervisor_name)}
          emptyLabel="No supervisor"
        />
      </FormField>
      {isAccountManager ? (
        call ? null : (
          <Text fontSize="sm" color="fg.muted" role="note">
            {CALLS_TEXT.accountManagerNotice}
          </Text>
        )
      ) : (
        <FormField label="Account Manager" error={errors.account_manager?.message}>
          <StaffSelect
            {...register('account_manager')}
            choices={choices.account_manager}
            current={person(call?.account_manager, call?.account_manager_name)}
            emptyLabel="No account manager"
          />
        </FormField>
      )}
    </Stack>
  );
}
