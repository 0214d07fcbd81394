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
import { FormField, Input, PasswordInput } from 'shared-ui/forms';
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
  const { register, formState } = form;
  const error = (name: Name) => formState.errors[name]?.message;
  const text = (name: Name, label: string, required = false, type = 'text') => (
    <FormField label={label} required={required} error={error(name)}>
      <Input type={type} {...register(name)} />
    </FormField>
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
        <FormField label={LABELS.password} required error={error('password')}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        {text('phone_number', LABELS.phoneNumber, true, 'tel')}
        {text('nationality', LABELS.nationality, true)}
        <FormField label={LABELS.gender} required error={error('gender')}>
          <Select
            form={form}
            name="gender"
            placeholder={LABELS.selectGender}
            options={GENDERS.map((gender) => ({ value: gender, label: GENDER_NAMES[gender] }))}
          />
        </FormField>
        {text('amount', LABELS.totalAmount, false, 'number')}
        {text('outstanding_amount', LABELS.outstandingAmount, false, 'number')}
        {text('currency', LABELS.currency)}
        {text('total_levels', LABELS.totalLevels, false, 'number')}
        <FormField label={LABELS.currentLevel} error={error('current_level')}>
          <Select
            form={form}
            name="current_level"
            options={LEVELS.map((level) => ({
              value: String(level.value),
              label: `${level.value} - ${level.label}`,
            }))}
          />
        </FormField>
        <FormField label={LABELS.courseType} error={error('private_or_group')}>
          <Select
            form={form}
            name="private_or_group"
            options={COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }))}
          />
        </FormField>
        {text('offer', LABELS.offer)}
        {text('certificate', LABELS.certificate)}
      </SimpleGrid>
    </>
  );
}
