// A form laid out as a stack; the browser's own validation is off because the zod schemas speak.
import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from 'shared-ui';

interface AuthFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: string;
  children: ReactNode;
}

export function AuthForm({ label, onSubmit, gap = '5', children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
