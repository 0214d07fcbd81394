// The Add New Student form's fields, in the create payload's order (spec section 3).
import type { UseFormReturn } from 'react-hook-form';
import {
  COURSE_TYPES,
  type CreateStudentInput,
  type CreateStudentPayload,
  GENDERS,
  LEVELS,
  courseTypeLabel,
} from 'shared-domain';
import { SimpleGrid } from 'shared-ui';
import { FormField, Input, PasswordInput } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';

type Form = UseFormReturn<CreateStudentInput, unknown, CreateStudentPayload>;
type Name = keyof CreateStudentInput;

const GENDER_LABELS = { male: 'Male', female: 'Female' } as const;

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
        {text('first_name', 'First Name', true)}
        {text('middle_name', 'Middle Name', true)}
        {text('last_name', 'Last Name', true)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('username', 'Username', true)}
        {text('email', 'Email', true, 'email')}
        <FormField label="Password" required error={error('password')}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        {text('phone_number', 'Phone Number', true, 'tel')}
        {text('nationality', 'Nationality', true)}
        <FormField label="Gender" required error={error('gender')}>
          <Select
            form={form}
            name="gender"
            placeholder="Select gender"
            options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
          />
        </FormField>
        {text('amount', 'Total Amount', false, 'number')}
        {text('outstanding_amount', 'Outstanding Amount', false, 'number')}
        {text('currency', 'Currency')}
        {text('total_levels', 'Total Levels', false, 'number')}
        <FormField label="Current Level" error={error('current_level')}>
          <Select
            form={form}
            name="current_level"
            options={LEVELS.map((level) => ({
              value: String(level.value),
              label: `${level.value} - ${level.label}`,
            }))}
          />
        </FormField>
        <FormField label="Course Type" error={error('private_or_group')}>
          <Select
            form={form}
            name="private_or_group"
            options={COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }))}
          />
        </FormField>
        {text('offer', 'Offer')}
        {text('certificate', 'Certificate')}
      </SimpleGrid>
    </>
  );
}
