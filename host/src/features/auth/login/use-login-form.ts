// The log-in form's state without a form library: a field is checked on its first blur (spec
// section 5), then as it changes; Submit checks both, focuses the first in error and sends a valid
// form once at a time. Server field errors show until the value changes.
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import {
  checkLogin,
  loginFieldError,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from './login-rules';

export interface LoginFieldProps {
  name: LoginField;
  value: string;
  ref: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** What a submit does with a valid form; `setFieldError` puts the server's message under a field. */
export type LoginSubmit = (
  payload: LoginValues,
  setFieldError: (field: LoginField, message: string) => void,
) => Promise<void>;

const FIELDS: LoginField[] = ['email', 'password'];

export function useLoginForm(initialEmail: string, submit: LoginSubmit) {
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Checked as they change: touched fields, and every field once a submit was tried.
  const live = useRef<Record<LoginField, boolean>>({ email: false, password: false });
  const submitting = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const inputs: Record<LoginField, RefObject<HTMLInputElement | null>> = { email, password };

  const check = (field: LoginField, value: string) =>
    setErrors((current) => ({ ...current, [field]: loginFieldError(field, value) }));

  const field = (name: LoginField): LoginFieldProps => ({
    name,
    value: values[name],
    ref: inputs[name],
    onChange: (event) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (live.current[name]) check(name, value);
    },
    onBlur: () => {
      live.current[name] = true;
      check(name, inputs[name].current?.value ?? values[name]);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    for (const name of FIELDS) live.current[name] = true;
    const result = checkLogin(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    submitting.current = true;
    setSubmitting(true);
    try {
      await submit(result.payload, (name, message) =>
        setErrors((current) => ({ ...current, [name]: message })),
      );
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  return { field, errors, isSubmitting, onSubmit };
}
