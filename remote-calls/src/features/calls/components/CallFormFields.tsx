// The fields of the Add / Edit Call form (spec section 3 "Call"): Caller Name, call time, duration,
// supervisor and account manager. An account manager does not pick the account manager: they
// become it on create (spec section 6), so the field is replaced by a notice.
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { Call, CallPayload } from 'shared-domain';
import { SimpleGrid, Stack, Text } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { Input } from 'shared-ui/forms';
import type { StaffChoice, StaffChoices } from '../api/get-staff-choices';
import type { CallFormValues } from '../form/call-form';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';
import { CALLS_TEXT } from '../messages';
import { CallTimePicker } from './CallTimePicker';
import { StaffSelect } from './StaffSelect';

interface CallFormFieldsProps {
  register: UseFormRegister<CallFormValues>;
  control: Control<CallFormValues, unknown, CallPayload>;
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
  choices,
  call,
  isAccountManager,
}: CallFormFieldsProps) {
  const text = texts(t, 'form', en.form);
  return (
    <Stack gap="4">
      <FormFieldOf control={control} name="instructor" label={text.callerName} required>
        <StaffSelect
          {...register('instructor')}
          choices={choices.instructor}
          current={person(call?.instructor, call?.instructor_name)}
          emptyLabel={text.selectCaller}
        />
      </FormFieldOf>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Controller
          control={control}
          name="time"
          render={({ field, fieldState }) => (
            <CallTimePicker
              label={text.callTime}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormFieldOf
          control={control}
          name="months"
          label={text.duration}
          required
          helperText={text.durationHint}
        >
          <Input placeholder={text.durationPlaceholder} {...register('months')} />
        </FormFieldOf>
      </SimpleGrid>
      <FormFieldOf control={control} name="supervisor" label={text.supervisor}>
        <StaffSelect
          {...register('supervisor')}
          choices={choices.supervisor}
          current={person(call?.supervisor, call?.supervisor_name)}
          emptyLabel={text.noSupervisor}
        />
      </FormFieldOf>
      {isAccountManager ? (
        call ? null : (
          <Text fontSize="sm" color="fg.muted" role="note">
            {CALLS_TEXT.accountManagerNotice}
          </Text>
        )
      ) : (
        <FormFieldOf control={control} name="account_manager" label={text.accountManager}>
          <StaffSelect
            {...register('account_manager')}
            choices={choices.account_manager}
            current={person(call?.account_manager, call?.account_manager_name)}
            emptyLabel={text.noAccountManager}
          />
        </FormFieldOf>
      )}
    </Stack>
  );
}
