// The Add New Staff Member form's fields. Middle name is labelled required but not checked
// (spec section 5).
import type { UseFormReturn } from 'react-hook-form';
import {
  type CreateStaffInput,
  type CreateStaffPayload,
  GENDER_NAMES,
  GENDERS,
  ROLE_LABELS,
  type StaffRole,
} from 'shared-domain';
import { Button, HStack, SimpleGrid } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { Input, PasswordInput } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

type Form = UseFormReturn<CreateStaffInput, unknown, CreateStaffPayload>;
type Name = keyof CreateStaffInput;

const LABELS = texts(t, 'form', en.form);

export interface StaffFormFieldsProps {
  form: Form;
  roles: readonly StaffRole[];
  onGeneratePassword: () => void;
}

export function StaffFormFields({ form, roles, onGeneratePassword }: StaffFormFieldsProps) {
  const { register, control } = form;
  const text = (name: Name, label: string, type = 'text') => (
    <FormFieldOf control={control} name={name} label={label} required>
      <Input type={type} {...register(name)} />
    </FormFieldOf>
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {text('first_name', LABELS.firstName)}
        {text('middle_name', LABELS.middleName)}
        {text('last_name', LABELS.lastName)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('username', LABELS.username)}
        {text('email', LABELS.email, 'email')}
        {text('phone_number', LABELS.phoneNumber, 'tel')}
        {text('nationality', LABELS.nationality)}
        <FormFieldOf control={control} name="gender" label={LABELS.gender} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender')}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_NAMES[gender]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
        <FormFieldOf control={control} name="role" label={LABELS.role} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
      </SimpleGrid>
      <FormFieldOf control={control} name="password" label={LABELS.password} required>
        <HStack gap="2" w="full">
          <PasswordInput autoComplete="new-password" {...register('password')} />
          <Button variant="outline" size="sm" onClick={onGeneratePassword}>
            {LABELS.generate}
          </Button>
        </HStack>
      </FormFieldOf>
    </>
  );
}
