// A labelled form field: required mark, a hint while valid, and the validation message once
// invalid. Chakra's Field links them to the control inside it (label, aria-describedby for the
// hint, aria-invalid and aria-errormessage for the error), so screen readers hear them with it.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
}

export function FormField({ label, error, required, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
