// The Add New Student form's fields, in the create payload's order (spec section 3).
import type { UseFormReturn } from 'react-hook-form';
import {
  COURSE_TYPES,
  type CreateStudentInput,
  type CreateStudentPayload,
  GENDER_NAMES,
  GENDERS,
  LEVELS,
  courseTypeLabel,
} from 'shared-domain';
import { SimpleGrid } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { Input, PasswordInput } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

type Form = UseFormReturn<CreateStudentInput, unknown, CreateStudentPayload>;
type Name = keyof CreateStudentInput;

const LABELS = texts(t, 'form', en.form);

function Select({
  form,
  name,
  options,
  placeholder,
}: {
  form: Form;
  name: Name;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(name)}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function StudentFormFields({ form }: { form: Form }) {
  const { register, control } = form;
  const text = (name: Name, label: string, required = false, type = 'text') => (
    <FormFieldOf control={control} name={name} label={label} required={required}>
      <Input type={type} {...register(name)} />
    </FormFieldOf>
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {text('first_name', LABELS.firstName, true)}
        {text('middle_name', LABELS.middleName, true)}
        {text('last_name', LABELS.lastName, true)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('username', LABELS.username, true)}
        {text('email', LABELS.email, true, 'email')}
        <FormFieldOf control={control} name="password" label={LABELS.password} required>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormFieldOf>
        {text('phone_number', LABELS.phoneNumber, true, 'tel')}
        {text('nationality', LABELS.nationality, true)}
        <FormFieldOf control={control} name="gender" label={LABELS.gender} required>
          <Select
            form={form}
            name="gender"
            placeholder={LABELS.selectGender}
            options={GENDERS.map((gender) => ({ value: gender, label: GENDER_NAMES[gender] }))}
          />
        </FormFieldOf>
        {text('amount', LABELS.totalAmount, false, 'number')}
        {text('outstanding_amount', LABELS.outstandingAmount, false, 'number')}
        {text('currency', LABELS.currency)}
        {text('total_levels', LABELS.totalLevels, false, 'number')}
        <FormFieldOf control={control} name="current_level" label={LABELS.currentLevel}>
          <Select
            form={form}
            name="current_level"
            options={LEVELS.map((level) => ({
              value: String(level.value),
              label: `${level.value} - ${level.label}`,
            }))}
          />
        </FormFieldOf>
        <FormFieldOf control={control} name="private_or_group" label={LABELS.courseType}>
          <Select
            form={form}
            name="private_or_group"
            options={COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }))}
          />
        </FormFieldOf>
        {text('offer', LABELS.offer)}
        {text('certificate', LABELS.certificate)}
      </SimpleGrid>
    </>
  );
}
