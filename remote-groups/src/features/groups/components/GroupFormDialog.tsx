// The Add Group and Edit Group modals (spec sections 2, 3, 5 and 6).
import { useFormState, useWatch } from 'react-hook-form';
import { DAY_GROUPS, LEVELS, dayGroupLabel, type GroupRow } from 'shared-domain';
import { Banner, SimpleGrid, Text } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { FormDialog } from 'shared-ui/overlays';
import { FormField, Input } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { type GroupForm, useGroupForm } from '../hooks/use-group-form';
import { useStaffOptions } from '../hooks/use-staff-options';
import { FORM_TEXT, GROUPS_TEXT } from '../messages';
import { type AssignableRole } from '../model/staff-roles';
import { HoursPicker } from './HoursPicker';
import { StaffField, staffFields, type Assignee } from './StaffField';

interface GroupFormDialogProps {
  group: GroupRow | null;
  roles: readonly AssignableRole[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The Hours field and its picker. What is wrong with an applied range shows in the picker, beside
 * Apply; a missing range and the server's answer show at the Hours field. They follow the hours'
 * value and error themselves, so an applied range draws them alone.
 */
function HoursField({ form }: { form: GroupForm }) {
  const { control, register, setValue } = form;
  const hours = useWatch({ control, name: 'hours' });
  const { errors } = useFormState({ control, name: 'hours', exact: true });
  const rangeError = hours && errors.hours?.type !== 'server' ? errors.hours?.message : undefined;
  return (
    <>
      <FormField
        label={FORM_TEXT.hours}
        required
        error={rangeError ? undefined : errors.hours?.message}
      >
        <Input readOnly placeholder={FORM_TEXT.selectHours} {...register('hours')} />
      </FormField>
      <HoursPicker
        value={hours}
        error={rangeError}
        onApply={(applied) =>
          setValue('hours', applied, {
            shouldValidate: true,
            shouldDirty: true,
            shouldTouch: true,
          })
        }
      />
    </>
  );
}

export function GroupFormDialog({ group, roles, onClose, onSaved }: GroupFormDialogProps) {
  const sendsAccountManager = roles.includes('account_manager');
  const staff = useStaffOptions(roles);
  const { form, submit } = useGroupForm({ group, sendsAccountManager, onSaved });
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;
  const title = group ? FORM_TEXT.editTitle : GROUPS_TEXT.add;
  const current = (role: AssignableRole): Assignee =>
    group ? { id: group[role], name: group[`${role}_name`] } : { id: null, name: null };

  return (
    <FormDialog
      title={title}
      submitLabel={group ? FORM_TEXT.saveChanges : FORM_TEXT.create}
      submitting={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      {staff.error ? <Banner status="error" title={staff.error} /> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormFieldOf control={control} name="days" label={FORM_TEXT.days} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('days')}>
              <option value="">{FORM_TEXT.selectDays}</option>
              {DAY_GROUPS.map((days) => (
                <option key={days} value={days}>
                  {dayGroupLabel(days)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
        <FormFieldOf control={control} name="current_level" label={FORM_TEXT.level} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('current_level')}>
              {LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
      </SimpleGrid>
      <HoursField form={form} />
      <FormFieldOf
        control={control}
        name="max_capacity"
        label={FORM_TEXT.maxCapacity}
        helperText={FORM_TEXT.noLimitHint}
      >
        <Input type="number" min={1} inputMode="numeric" {...register('max_capacity')} />
      </FormFieldOf>
      {staffFields()
        .filter((field) => roles.includes(field.role))
        .map((field) => (
          <StaffField
            key={field.role}
            control={control}
            role={field.role}
            label={field.label}
            options={staff.options[field.role]}
            current={current(field.role)}
            registration={register(field.role)}
          />
        ))}
      {!sendsAccountManager && !group ? (
        <Text fontSize="sm" color="fg.muted" role="note">
          {GROUPS_TEXT.accountManagerNotice}
        </Text>
      ) : null}
    </FormDialog>
  );
}
