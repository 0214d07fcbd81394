// The fields of the Add / Edit Call form (spec section 3 "Call"): Caller Name, call time, duration,
// supervisor and account manager. An account manager does not pick the account manager: they
// become it on create (spec section 6), so the field is replaced by a notice.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { Call, CallPayload } from 'shared-domain';
import { SimpleGrid, Stack, Text } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
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
  const text = texts(t, 'form', en.form);
  return (
    <Stack gap="4">
      <FormField label={text.callerName} required error={errors.instructor?.message}>
        <StaffSelect
          {...register('instructor')}
          choices={choices.instructor}
          current={person(call?.instructor, call?.instructor_name)}
          emptyLabel={text.selectCaller}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <CallTimePicker
              label={text.callTime}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.time?.message}
            />
          )}
        />
        <FormField
          label={text.duration}
          required
          error={errors.months?.message}
          helperText={text.durationHint}
        >
          <Input placeholder={text.durationPlaceholder} {...register('months')} />
        </FormField>
      </SimpleGrid>
      <FormField label={text.supervisor} error={errors.supervisor?.message}>
        <StaffSelect
          {...register('supervisor')}
          choices={choices.supervisor}
          current={person(call?.supervisor, call?.supervisor_name)}
          emptyLabel={text.noSupervisor}
        />
      </FormField>
      {isAccountManager ? (
        call ? null : (
          <Text fontSize="sm" color="fg.muted" role="note">
            {CALLS_TEXT.accountManagerNotice}
          </Text>
        )
      ) : (
        <FormField label={text.accountManager} error={errors.account_manager?.message}>
          <StaffSelect
            {...register('account_manager')}
            choices={choices.account_manager}
            current={person(call?.account_manager, call?.account_manager_name)}
            emptyLabel={text.noAccountManager}
          />
        </FormField>
      )}
    </Stack>
  );
}
