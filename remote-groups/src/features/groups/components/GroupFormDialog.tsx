// The Add Group and Edit Group modals (spec sections 2, 3, 5 and 6).
import { DAY_GROUPS, LEVELS, dayGroupLabel, type GroupRow } from 'shared-domain';
import { Banner, SimpleGrid, Text } from 'shared-ui';
import { FormDialog } from 'shared-ui/overlays';
import { FormField, Input } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { useGroupForm } from '../hooks/use-group-form';
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

export function GroupFormDialog({ group, roles, onClose, onSaved }: GroupFormDialogProps) {
  const sendsAccountManager = roles.includes('account_manager');
  const staff = useStaffOptions(roles);
  const { form, submit } = useGroupForm({ group, sendsAccountManager, onSaved });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const title = group ? FORM_TEXT.editTitle : GROUPS_TEXT.add;
  // What is wrong with an applied range shows in the picker, beside Apply; a missing range and
  // the server's answer show at the Hours field.
  const rangeError =
    watch('hours') && errors.hours?.type !== 'server' ? errors.hours?.message : undefined;
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
        <FormField label={FORM_TEXT.days} required error={errors.days?.message}>
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
        </FormField>
        <FormField label={FORM_TEXT.level} required error={errors.current_level?.message}>
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
        </FormField>
      </SimpleGrid>
      <FormField
        label={FORM_TEXT.hours}
        required
        error={rangeError ? undefined : errors.hours?.message}
      >
        <Input readOnly placeholder={FORM_TEXT.selectHours} {...register('hours')} />
      </FormField>
      <HoursPicker
        value={watch('hours')}
        error={rangeError}
        onApply={(hours) =>
          setValue('hours', hours, {
            shouldValidate: true,
            shouldDirty: true,
            shouldTouch: true,
          })
        }
      />
      <FormField
        label={FORM_TEXT.maxCapacity}
        error={errors.max_capacity?.message}
        helperText={FORM_TEXT.noLimitHint}
      >
        <Input type="number" min={1} inputMode="numeric" {...register('max_capacity')} />
      </FormField>
      {staffFields()
        .filter((field) => roles.includes(field.role))
        .map((field) => (
          <StaffField
            key={field.role}
            label={field.label}
            options={staff.options[field.role]}
            current={current(field.role)}
            error={errors[field.role]?.message}
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
