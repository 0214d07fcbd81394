// A form field that reads its own error from a react-hook-form form: a blur or a keystroke that
// changes one field's error draws that field again, not the whole form around it.
import type { ComponentProps } from 'react';
import { type Control, type FieldPath, type FieldValues, get, useFormState } from 'react-hook-form';
import { FormField } from 'shared-ui/forms';

interface FormFieldOfProps<Values extends FieldValues, Payload> extends Omit<
  ComponentProps<typeof FormField>,
  'error'
> {
  control: Control<Values, unknown, Payload>;
  name: FieldPath<Values>;
}

export function FormFieldOf<Values extends FieldValues, Payload>({
  control,
  name,
  ...field
}: FormFieldOfProps<Values, Payload>) {
  const { errors } = useFormState({ control, name, exact: true });
  const error: { message?: string } | undefined = get(errors, name);
  return <FormField {...field} error={error?.message} />;
}
