// The evaluation sheet as a react-hook-form form: the typed rows, checked by the sheet's schema
// (fetched on first need: use-sheet-schema.ts) through its zod resolver. A field is checked from
// its first blur, then on each change (spec section 5); Save checks every row and puts the focus on
// the first wrong field. The server's message for a field stays until the field is checked again.
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { SCORE_FIELDS, type ScoreField } from 'shared-domain';
import { lazyResolver } from 'shared-ui/forms';
import type { RowInput, RowOutput, SheetInput, SheetOutput } from '../sheet-form';
import { loadSheetSchema } from './use-sheet-schema';

/** A field of a row: a score or the decision. */
export type SheetField = ScoreField | 'pass_fail';

const FIELDS: readonly string[] = [...SCORE_FIELDS, 'pass_fail'];

/** Whether a name (a field of the server's answer) is one of a row's fields. */
export function isSheetField(name: string): name is SheetField {
  return FIELDS.includes(name);
}

const resolver = lazyResolver(() => loadSheetSchema().then((schema) => schema.sheetResolver));

const nameOf = (index: number, field: SheetField) =>
  `students.${index}.${field}` as FieldPath<SheetInput>;

export function useSheetForm(initialRows: () => RowInput[]) {
  const form = useForm<SheetInput, unknown, SheetOutput>({
    mode: 'onTouched',
    defaultValues: { students: initialRows() },
    resolver,
  });
  const { control, formState, register, handleSubmit, setError } = form;

  return {
    control,
    /** Save is checking the sheet or sending it. */
    submitting: formState.isSubmitting,

    /** What a field's input or select takes: its name, handlers and element. */
    field: (index: number, field: SheetField) => register(nameOf(index, field)),

    /** The message shown beside a field: the schema's or the server's. */
    message(index: number, field: SheetField): string | undefined {
      return formState.errors.students?.[index]?.[field]?.message;
    },

    /** Save: checks every row; when none is wrong, `send` gets the rows as the schema reads them. */
    submit: (send: (rows: RowOutput[]) => Promise<void>) =>
      handleSubmit((values) => send(values.students))(),

    /** The server's message for a field, shown until the field is checked again. */
    showMessage(index: number, field: SheetField, message: string) {
      setError(nameOf(index, field), { type: 'server', message });
    },
  };
}

export type SheetForm = ReturnType<typeof useSheetForm>;

/** A row as typed now. */
export function useSheetRow(form: SheetForm, index: number): RowInput | undefined {
  return useWatch({ control: form.control, name: `students.${index}` });
}
