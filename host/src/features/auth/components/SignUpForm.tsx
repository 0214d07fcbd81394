// One sign-up form for both kinds of account (spec sections 2, 3 and 5); the staff form adds role.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { registrationError } from 'shared-auth/forms';
import {
  API_MESSAGES,
  passwordRulesHint,
  CONSTANTS,
  GENDER_NAMES,
  ROLE_LABELS,
  SIGNUP_STAFF_ROLES,
  type StaffSignUpForm,
  type StaffSignUpFormValues,
  type StudentSignUpForm,
} from 'shared-domain';
import { Banner, type BannerProps, Button, SimpleGrid, Stack, Text } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { Input, PasswordInput, usePreloadResolver } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { Checkbox } from 'shared-ui/choices';
import { paths } from '../../../config/paths';
import { registerStaff, registerStudent } from '../requests/auth-requests';
import { AuthForm } from './AuthForm';
import { VALIDATION_MODE } from './validationMode';
import { formResolvers, loadSignUpPayload } from '../../form-resolvers';
import { GoogleButton } from './GoogleButton';
import { TextLink } from './TextLink';
import { signUpKinds, type SignUpKind } from './signUpKinds';
import { texts } from 'shared-i18n';
import { FIELD_TEXT, en, t } from '../../../i18n';

const TEXT = texts(t, 'signup', en.signup);

type BannerState = Pick<BannerProps, 'status' | 'title' | 'description'>;
type FieldName = keyof StaffSignUpFormValues;

const emptyForm: StaffSignUpFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  username: '',
  phoneNumber: '',
  nationality: '',
  gender: '' as StaffSignUpFormValues['gender'],
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
  role: '' as StaffSignUpFormValues['role'],
};

export function SignUpForm({ kind }: { kind: SignUpKind }) {
  usePreloadResolver(kind === 'staff' ? formResolvers.staffSignUp : formResolvers.studentSignUp);
  const copy = signUpKinds[kind];
  const navigate = useNavigate();
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [redirectMessage, setRedirectMessage] = useState<string | null>(null);
  // The log-in form is filled in with the address just signed up with.
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<StaffSignUpFormValues, unknown, StaffSignUpForm>({
    // The student form is the staff form without role; one typed form serves both.
    resolver: kind === 'staff' ? formResolvers.staffSignUp : formResolvers.studentSignUp,
    mode: VALIDATION_MODE,
    defaultValues: kind === 'staff' ? emptyForm : { ...emptyForm, role: undefined },
  });

  useEffect(() => {
    if (!redirectMessage) return;
    const timer = setTimeout(
      () => navigate(paths.login, { state: { message: redirectMessage, email: signedUpEmail } }),
      CONSTANTS.SIGNUP_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [redirectMessage, signedUpEmail, navigate]);

  const onSubmit = handleSubmit(async (form) => {
    setBanner(null);
    try {
      const toRegistrationPayload = await loadSignUpPayload();
      const response =
        kind === 'staff'
          ? await registerStaff(toRegistrationPayload(form))
          : await registerStudent(toRegistrationPayload(form as StudentSignUpForm));
      setBanner({
        status: 'success',
        title:
          response?.message ||
          API_MESSAGES[kind === 'staff' ? 'staffSignupSuccess' : 'studentSignupSuccess'],
        ...('nextStep' in copy ? { description: copy.nextStep } : {}),
      });
      setSignedUpEmail(form.email);
      setRedirectMessage(copy.loginMessage);
    } catch (error) {
      const failure = registrationError(error, kind);
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (field in emptyForm) setError(field as FieldName, { type: 'server', message });
      }
      setBanner({ status: 'error', title: failure.message, description: failure.detail });
    }
  });

  const done = redirectMessage !== null;

  return (
    <AuthForm label={copy.title} onSubmit={onSubmit} gap="4">
      <Text fontSize="xl" fontWeight="semibold" as="h2">
        {copy.title}
      </Text>
      {banner ? <Banner {...banner} onDismiss={done ? undefined : () => setBanner(null)} /> : null}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormFieldOf control={control} name="firstName" label={FIELD_TEXT.firstName} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="middleName" label={FIELD_TEXT.middleName}>
          <Input autoComplete="additional-name" {...register('middleName')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="lastName" label={FIELD_TEXT.lastName} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormFieldOf>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormFieldOf control={control} name="username" label={FIELD_TEXT.username} required>
          <Input autoComplete="username" {...register('username')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="phoneNumber" label={FIELD_TEXT.phoneNumber} required>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="+201234567890"
            {...register('phoneNumber')}
          />
        </FormFieldOf>
        <FormFieldOf control={control} name="nationality" label={FIELD_TEXT.nationality} required>
          <Input autoComplete="country-name" {...register('nationality')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="gender" label={FIELD_TEXT.gender} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender')}>
              <option value="">{TEXT.selectGender}</option>
              <option value="male">{GENDER_NAMES.male}</option>
              <option value="female">{GENDER_NAMES.female}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
      </SimpleGrid>
      {kind === 'staff' ? (
        <FormFieldOf control={control} name="role" label={FIELD_TEXT.role} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              <option value="">{TEXT.selectRole}</option>
              {SIGNUP_STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormFieldOf>
      ) : null}
      <FormFieldOf control={control} name="email" label={FIELD_TEXT.email} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormFieldOf>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormFieldOf
          control={control}
          name="password"
          label={FIELD_TEXT.password}
          required
          helperText={passwordRulesHint()}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormFieldOf>
        <FormFieldOf
          control={control}
          name="confirmPassword"
          label={FIELD_TEXT.confirmPassword}
          required
        >
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormFieldOf>
      </SimpleGrid>
      {/* Chakra's checkbox keeps its own checked state, so the form follows it through a
          controller, which also reads the box's own error. */}
      <Controller
        control={control}
        name="agreeToTerms"
        render={({ field, fieldState }) => (
          <Stack gap="1">
            <Checkbox.Root
              checked={Boolean(field.value)}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              invalid={Boolean(fieldState.error)}
            >
              <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{TEXT.agree}</Checkbox.Label>
            </Checkbox.Root>
            {fieldState.error ? (
              <Text color="fg.error" fontSize="sm">
                {fieldState.error.message}
              </Text>
            ) : null}
          </Stack>
        )}
      />
      <Text fontSize="sm" color="fg.muted">
        {TEXT.verifyNotice}
      </Text>
      <Button type="submit" colorPalette="brand" disabled={isSubmitting || done}>
        {isSubmitting ? TEXT.submitting : copy.submitLabel}
      </Button>
      <GoogleButton label={TEXT.google} action="sign-up" />
      <Text textAlign="center" fontSize="sm">
        {TEXT.haveAccount} <TextLink to={paths.login}>{TEXT.login}</TextLink>
      </Text>
    </AuthForm>
  );
}
